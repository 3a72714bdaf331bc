import type { ResponseOf } from '../../lib/api-client';
import { parseDate } from '../../lib/format';

export type Promotion = ResponseOf<'LoyGetPromotions'>['PROMOTIONS'][number];

/** docs/wire-protocol.md §9: home offer descriptions are cut at 132 characters. */
export const DESCRIPTION_LIMIT = 132;

/** The text cut to `limit` characters, with an ellipsis when something was cut. */
export function cutDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** The promotion's flyer, under either name the wire uses. */
export function flyerOf(promotion: Promotion): string | undefined {
  return promotion.promo_flyer ?? promotion.FlyerPath;
}

/**
 * What home shows: only promotions whose `valid` is y in any case (the contract reads the flag
 * case-insensitively). Descriptions stay whole here (an opened offer shows all of it); the
 * card cuts them with `cutDescription`.
 */
export function homeOffers(promotions: Promotion[]): Promotion[] {
  return promotions.filter((promotion) => promotion.valid);
}

/** An offer ending within this many days is one to mention before it is gone. */
export const ENDING_SOON_DAYS = 7;

/**
 * The shown offers that end within `ENDING_SOON_DAYS` days of `today` (today included), the
 * soonest first; an offer without a readable end is left out.
 */
export function endingSoon(promotions: Promotion[], today: Date): Promotion[] {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const limit = start + (ENDING_SOON_DAYS + 1) * 86_400_000;
  return homeOffers(promotions)
    .map((promotion) => ({ promotion, end: parseDate(promotion.VALID_TO)?.getTime() }))
    .filter((o): o is { promotion: Promotion; end: number } => o.end !== undefined)
    .filter((o) => o.end >= start && o.end < limit)
    .sort((a, b) => a.end - b.end)
    .map((o) => o.promotion);
}
