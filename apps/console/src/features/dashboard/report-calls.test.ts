import { describe, expect, it } from 'vitest';
import { figure, monthLabel } from './report-calls';

describe('dashboard labels', () => {
  it("names a report's month", () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('soon')).toBe('soon');
  });

  it('groups thousands and keeps the decimals asked for', () => {
    expect(figure(1234567)).toBe('1,234,567');
    expect(figure(12.5, 2)).toBe('12.50');
  });
});
