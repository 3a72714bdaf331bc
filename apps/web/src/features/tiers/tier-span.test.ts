import { describe, expect, it } from 'vitest';
import { tierSpan } from './components/tier-progress';

const tiers = [
  { NAME: 'SILVER', MIN_POINTS: 0 },
  { NAME: 'GOLD', MIN_POINTS: 10_000 },
  { NAME: 'PLATINUM', MIN_POINTS: 50_000 },
];

describe('the tier bar', () => {
  it('runs from the current tier to the next', () => {
    expect(
      tierSpan({
        TIER: 'GOLD',
        POINTS: 30_000,
        NEXT_TIER: 'PLATINUM',
        POINTS_TO_NEXT: 20_000,
        TIERS: tiers,
      }),
    ).toEqual({ value: 20_000, max: 40_000 });
  });

  it('has no bar at the top tier', () => {
    expect(
      tierSpan({ TIER: 'PLATINUM', POINTS: 60_000, NEXT_TIER: undefined, TIERS: tiers }),
    ).toBeUndefined();
  });
});
