import type { ResponseInput } from '@loyalty/contract';
import type { ServiceDeps } from '../../ledger/service-deps';
import { cardTypeFor, tierSince } from '../points/card-type';
import { pointsRepository } from '../points/points.repository';
import { refreshCardType } from '../points/points.service';
import { inTransaction, lockCustomers } from '../../ledger/transaction';
import { tenantsRepository, type Tenant } from '../settings/tenants.repository';
import { tierProgress } from './tier-progress';
import { tiersRepository } from './tiers.repository';

type TierAnswer = ResponseInput<'LoyTierProgress'>;

export function tiersService(deps: ServiceDeps) {
  return {
    /** LoyTierProgress: the tier the counted points reach and what the next one needs. */
    async progress(tenant: Tenant, customerId: number): Promise<TierAnswer> {
      const rules = tenant.rules.cardTypes;
      const since = tierSince(tenant, deps.now());
      const points = await pointsRepository(deps.db).lifetimeEarned(customerId, since);
      const p = tierProgress(points, rules);
      return {
        STATUS: true,
        MESSAGE: '',
        DATA: {
          TIER: p.tier,
          POINTS: points,
          WINDOW_MONTHS: tenant.rules.tierWindowMonths,
          ...(p.nextTier === undefined ? {} : { NEXT_TIER: p.nextTier }),
          ...(p.pointsToNext === undefined ? {} : { POINTS_TO_NEXT: p.pointsToNext }),
          TIERS: rules.map((r) => ({ NAME: r.name, MIN_POINTS: r.minPoints })),
        },
      };
    },

    /**
     * The schedule's pass: where a programme's tiers count a window, points leave it as time
     * goes by, so each card type is set again from what the window holds now (up or down).
     * Returns how many card types changed.
     */
    async refreshWindowed(): Promise<number> {
      const at = deps.now();
      const repo = tiersRepository(deps.db);
      const tenants = tenantsRepository(deps.db);
      let changed = 0;
      for (const tenantId of await repo.windowedTenants()) {
        const tenant = await tenants.findById(tenantId);
        const since = tenant && tierSince(tenant, at);
        if (!tenant || since === undefined) continue;
        for (const row of await repo.countedSince(tenantId, since)) {
          const cardType = cardTypeFor(row.points, tenant.rules.cardTypes);
          if (!cardType || cardType === row.cardType) continue;
          // Set again under the customer's lock: a bill may be crediting them right now.
          await inTransaction(deps.db, async (trx) => {
            await lockCustomers(trx, deps.dialect, [row.customerId]);
            await refreshCardType(trx, row.customerId, tenant, at.toISOString());
          });
          changed += 1;
        }
      }
      return changed;
    },
  };
}
