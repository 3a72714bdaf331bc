/**
 * Points expire first in, first out: every spend takes the oldest points. So of the points
 * credited before the cutoff, what all debits so far (earlier expiries included) have not used
 * up is due to expire. Because earlier expiries count as debits, working it out again expires
 * nothing twice.
 */
export function expiryDue(creditsBeforeCutoff: number, debitsSoFar: number): number {
  return Math.max(0, creditsBeforeCutoff - debitsSoFar);
}

/** The cutoff: `months` calendar months before `asOf` (UTC, clamped to the month's last day). */
export function expiryCutoff(asOf: Date, months: number): Date {
  const d = new Date(asOf.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
