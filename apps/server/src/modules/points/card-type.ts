import type { CardTypeRule } from '../settings/tenants.repository';

/** The card type of a lifetime of points: the highest threshold reached (rules sorted ascending). */
export function cardTypeFor(lifetimePoints: number, rules: CardTypeRule[]): string | undefined {
  let name = rules[0]?.name;
  for (const rule of rules) if (lifetimePoints >= rule.minPoints) name = rule.name;
  return name;
}
