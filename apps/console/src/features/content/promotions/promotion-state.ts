import type { AdminPromotion } from '@loyalty/contract/admin';

export type PromotionState = 'Scheduled' | 'Live' | 'Ended';

/** Today as the server counts days (UTC), `2026-12-31`. */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Where a promotion stands on `today`: its days are still to come, running or over. Ending one
 * moves its last day to today and hides it, so a hidden one whose last day is today has ended.
 */
export function promotionState(
  p: Pick<AdminPromotion, 'from' | 'to' | 'hidden'>,
  today: string,
): PromotionState {
  if (p.to < today || (p.hidden && p.to === today)) return 'Ended';
  if (p.from > today) return 'Scheduled';
  return 'Live';
}

/** DD/MM/YYYY, as the customer app writes a promotion's days. */
export function appDate(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${d}/${m}/${y}` : day;
}
