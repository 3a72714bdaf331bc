import { parseWith, registry } from '@loyalty/contract';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, cutDescription, endingSoon, flyerOf, homeOffers } from './home-offers';
import type { Promotion } from './home-offers';

/** An answer as the wire sends it, read through the call's own response schema. */
function promotionsFrom(rows: Record<string, unknown>[]): Promotion[] {
  const parsed = parseWith(registry.LoyGetPromotions.response, { STATUS: true, PROMOTIONS: rows });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.data.PROMOTIONS;
}

const row = (id: string, valid: string, extra: Record<string, unknown> = {}) => ({
  PROMO_ID: id,
  PROMO_CODE: `C${id}`,
  PROMO_DESC: `Offer ${id}`,
  VALID_FROM: '2025-01-01',
  VALID_TO: '2025-12-31',
  valid,
  ...extra,
});

describe('cutDescription', () => {
  it('keeps a text of at most 132 characters as it is', () => {
    const text = 'x'.repeat(DESCRIPTION_LIMIT);
    expect(cutDescription(text)).toBe(text);
    expect(cutDescription('Short')).toBe('Short');
  });

  it('cuts a longer text at 132 characters and marks the cut', () => {
    const cut = cutDescription('a'.repeat(200));
    expect(cut).toBe(`${'a'.repeat(132)}…`);
  });

  it('counts characters, not UTF-16 units, so Arabic and emoji are not split', () => {
    const text = '🎉'.repeat(140);
    expect(Array.from(cutDescription(text)).length).toBe(133);
  });
});

describe('homeOffers', () => {
  it('shows only promotions whose valid is y in any case', () => {
    const shown = homeOffers(
      promotionsFrom([row('1', 'Y'), row('2', 'y'), row('3', 'N'), row('4', 'n'), row('5', ' y ')]),
    );
    expect(shown.map((p) => p.PROMO_ID)).toEqual(['1', '2', '5']);
  });

  it('finds the flyer under either name', () => {
    const [a, b, c] = promotionsFrom([
      row('1', 'Y', { promo_flyer: 'a.pdf' }),
      row('2', 'Y', { FlyerPath: 'b.pdf' }),
      row('3', 'Y'),
    ]);
    expect([a, b, c].map((p) => p && flyerOf(p))).toEqual(['a.pdf', 'b.pdf', undefined]);
  });
});

describe('endingSoon', () => {
  const today = new Date(2026, 10, 27, 15, 30);
  it('keeps the shown offers that end within a week, soonest first', () => {
    const offers = promotionsFrom([
      row('1', 'Y', { VALID_TO: '2026-12-04' }),
      row('2', 'Y', { VALID_TO: '2026-11-27' }),
      row('3', 'Y', { VALID_TO: '2026-12-05' }),
      row('4', 'N', { VALID_TO: '2026-11-28' }),
      row('5', 'Y', { VALID_TO: '2026-11-26' }),
    ]);
    expect(endingSoon(offers, today).map((o) => o.PROMO_ID)).toEqual(['2', '1']);
  });

  it('gives nothing when no offer ends soon', () => {
    expect(endingSoon(promotionsFrom([row('1', 'Y', { VALID_TO: '2027-01-31' })]), today)).toEqual(
      [],
    );
  });
});
