import type { ResponseInput } from '@loyalty/contract';
import type { ServiceDeps } from '../../ledger/service-deps';
import type { Tenant } from '../settings/tenants.repository';
import { expiryRepository } from './expiry.repository';
import { expiryCutoff } from './expiry-rule';
import { comingExpiries, type ComingExpiry } from './expiry-timeline';

/** The coming expiries of a customer's points, worked out from the ledger as the job does. */
export function expiryTimelineService(deps: ServiceDeps) {
  async function coming(tenant: Tenant, customerId: number, asOf: Date): Promise<ComingExpiry[]> {
    const months = tenant.rules.pointsExpiryMonths;
    if (months <= 0) return [];
    const repo = expiryRepository(deps.db);
    const cutoff = expiryCutoff(asOf, months).toISOString();
    const totals = await repo.forCustomer(customerId, cutoff, asOf.toISOString());
    const credits = await repo.creditsAfter(customerId, cutoff);
    return comingExpiries({
      credits,
      oldCredits: totals.oldCredits,
      debits: totals.debits,
      months,
      asOf,
      timeZone: tenant.rules.timeZone,
    });
  }

  return {
    coming,

    /** LoyPointsExpiry: the coming expiries by day, soonest first. */
    async answer(tenant: Tenant, customerId: number): Promise<ResponseInput<'LoyPointsExpiry'>> {
      const list = await coming(tenant, customerId, deps.now());
      return {
        STATUS: true,
        MESSAGE: '',
        DATA: list.map((e) => ({ EXPIRES_ON: e.expiresOn, POINTS: e.points })),
      };
    },
  };
}
