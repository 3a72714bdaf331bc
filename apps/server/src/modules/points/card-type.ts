import type { CardTypeRule, Tenant } from '../settings/tenants.repository';
import { expiryCutoff } from './expiry-rule';

/** The card type of a lifetime of points: the highest threshold reached (rules sorted ascending). */
export function cardTypeFor(lifetimePoints: number, rules: CardTypeRule[]): string | undefined {
  let name = rules[0]?.name;
  for (const rule of rules) if (lifetimePoints >= rule.minPoints) name = rule.name;
  return name;
}

/** Where the points the tiers count start: undefined for a lifetime, else the window's start. */
export function tierSince(tenant: Pick<Tenant, 'rules'>, at: Date): string | undefined {
  const months = tenant.rules.tierWindowMonths;
  return months > 0 ? expiryCutoff(at, months).toISOString() : undefined;
}
