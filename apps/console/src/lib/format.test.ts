import { describe, expect, it } from 'vitest';
import { formatAed, formatChange, formatDay, formatPoints, formatWhen } from './format';

describe('format', () => {
  it('writes points grouped and changes signed', () => {
    expect(formatPoints(12500)).toBe('12,500');
    expect(formatChange(50)).toBe('+50');
    expect(formatChange(-1200)).toBe('−1,200');
  });

  it('writes AED with two decimals', () => {
    expect(formatAed(120.5)).toBe('AED 120.50');
    expect(formatAed(0)).toBe('AED 0.00');
  });

  it('leaves a text that is not a time as it is', () => {
    expect(formatWhen('not a time')).toBe('not a time');
    expect(formatWhen('2026-01-31T10:00:00Z')).toMatch(/2026/);
  });
});

describe('formatDay', () => {
  it('writes a calendar day as that day wherever the browser is', () => {
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDay('someday')).toBe('someday');
  });
});
