import { describe, expect, it } from 'vitest';
import { ageOn, isOfAge } from './age';

const today = new Date(2026, 10, 26);

describe('age rule', () => {
  it('counts whole years by the local calendar', () => {
    expect(ageOn('2008-11-26', today)).toBe(18);
    expect(ageOn('2008-11-27', today)).toBe(17);
    expect(ageOn('1990-04-12', today)).toBe(36);
  });

  it('lets 18 pass and refuses 17 or a date that is not one', () => {
    expect(isOfAge('2008-11-26', today)).toBe(true);
    expect(isOfAge('2008-11-27', today)).toBe(false);
    expect(isOfAge('', today)).toBe(false);
    expect(isOfAge('26.11.2000', today)).toBe(false);
  });
});
