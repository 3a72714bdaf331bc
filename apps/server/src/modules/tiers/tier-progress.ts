import type { CardTypeRule } from '../settings/tenants.repository';
import { cardTypeFor } from '../points/card-type';

export interface TierProgress {
  tier: string;
  nextTier?: string;
  /** Points still needed for the next tier; absent at the top tier. */
  pointsToNext?: number;
}

/** The tier the counted points reach and the gap to the next one (rules sorted ascending). */
export function tierProgress(points: number, rules: CardTypeRule[]): TierProgress {
  const tier = cardTypeFor(points, rules) ?? '';
  const next = rules.find((rule) => rule.minPoints > points);
  return next ? { tier, nextTier: next.name, pointsToNext: next.minPoints - points } : { tier };
}
