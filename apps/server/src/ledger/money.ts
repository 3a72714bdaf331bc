/** The part of a programme's rules that turns money into points and back. */
export interface MoneyRules {
  rules: { pointsPerAed: number; pointValueFils: number };
}

/** Amounts are stored as integer fils (1/100 AED) and shown as AED with at most 2 decimals. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / 100;
}

export function aedToFils(aed: number): number {
  return Math.round(aed * 100);
}

/** The AED value of a number of points under the tenant's rule, in fils. */
export function pointsValueFils(points: number, tenant: MoneyRules): number {
  return points * tenant.rules.pointValueFils;
}

/** Points a purchase earns: whole points per whole AED paid. */
export function pointsForPurchase(amountFils: number, tenant: MoneyRules): number {
  return Math.floor(amountFils / 100) * tenant.rules.pointsPerAed;
}

/** The most points one move may carry (a voucher, a send, a staff adjustment). */
export const MAX_POINTS_PER_MOVE = 10_000_000;

/** A programme's largest bill unless it sets its own: AED 100,000. */
export const DEFAULT_MAX_BILL_FILS = 10_000_000;

/** `100,000` */
export const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * An AED amount as fils, or undefined when it is not a number of 0 or more up to `maxFils`:
 * `1e300` would otherwise be stored as a float on SQLite and refused by PostgreSQL.
 */
export function boundedFils(aed: number, maxFils: number): number | undefined {
  if (!Number.isFinite(aed) || aed < 0) return undefined;
  const fils = aedToFils(aed);
  return fils <= maxFils ? fils : undefined;
}

/** `2026-01-31` of an ISO timestamp (UTC). */
export function isoDay(timestamp: string): string {
  return timestamp.slice(0, 10);
}
