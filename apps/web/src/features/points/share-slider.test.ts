import { describe, expect, it } from 'vitest';
import { SLIDER_STOPS, percentForPoints, pointsAtPercent } from './share-slider';

describe('share slider', () => {
  it('gives the rounded percentage of the balance at each stop', () => {
    expect(SLIDER_STOPS.map((stop) => pointsAtPercent(1001, stop))).toEqual([
      0, 250, 501, 751, 1001,
    ]);
    expect(pointsAtPercent(3, 25)).toBe(1);
    expect(pointsAtPercent(2, 25)).toBe(1);
  });

  it('gives 0 for an empty or unknown balance', () => {
    expect(pointsAtPercent(0, 100)).toBe(0);
    expect(pointsAtPercent(Number.NaN, 50)).toBe(0);
  });

  it('follows typed points with the nearest stop below', () => {
    expect(percentForPoints(1000, 0)).toBe(0);
    expect(percentForPoints(1000, 250)).toBe(25);
    expect(percentForPoints(1000, 499)).toBe(25);
    expect(percentForPoints(1000, 1000)).toBe(100);
    expect(percentForPoints(0, 10)).toBe(0);
  });
});
