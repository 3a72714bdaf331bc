import { describe, expect, it } from 'vitest';
import { formatAed, formatAmount, formatDate, formatPoints, parseDate, telHref } from './format';

describe('formatDate', () => {
  it('writes every pattern of docs/wire-protocol.md §9', () => {
    expect(formatDate('2024-03-07', 'DD/MM/YYYY')).toBe('07/03/2024');
    expect(formatDate('2024-03-07', 'DD.MM.YYYY')).toBe('07.03.2024');
    expect(formatDate('2024-03-07', 'DD MMMM YYYY')).toBe('07 March 2024');
    expect(formatDate('2024-03-07', 'MMMM, DD YYYY')).toBe('March, 07 2024');
    expect(formatDate(new Date(2024, 11, 31), 'YYYY-MM-DD')).toBe('2024-12-31');
  });

  it('reads a date-time without a zone as the local day', () => {
    expect(formatDate('2024-03-01T00:30:00', 'DD/MM/YYYY')).toBe('01/03/2024');
    expect(formatDate('2024-03-01T23:59:59', 'DD/MM/YYYY')).toBe('01/03/2024');
  });

  it('gives an empty text for what is not a date', () => {
    expect(formatDate(undefined, 'DD/MM/YYYY')).toBe('');
    expect(formatDate('', 'DD/MM/YYYY')).toBe('');
    expect(formatDate('soon', 'DD/MM/YYYY')).toBe('');
    expect(formatDate('2024-02-31', 'DD/MM/YYYY')).toBe('');
  });
});

describe('parseDate', () => {
  it('keeps the local calendar fields', () => {
    const date = parseDate('2025-01-15');
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(0);
    expect(date?.getDate()).toBe(15);
  });

  it('honours an explicit zone', () => {
    expect(parseDate('2025-01-15T10:00:00Z')?.toISOString()).toBe('2025-01-15T10:00:00.000Z');
  });
});

describe('money and points', () => {
  it('shows AED with two decimals', () => {
    expect(formatAed(0)).toBe('0.00 AED');
    expect(formatAed(12.5)).toBe('12.50 AED');
    expect(formatAed(1250.456)).toBe('1,250.46 AED');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it('shows points as whole numbers', () => {
    expect(formatPoints(12500)).toBe('12,500');
    expect(formatPoints(0)).toBe('0');
  });

  it('writes amounts exactly as the en-US number format does', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const values = [
      ...[0, -0, 0.005, 0.004, 1.005, 2.675, 1.115, 1.255, 8.345, 9.995, 99_999.995],
      ...[0.1 + 0.2, 1250.456, 123_456.785, 1e-7, 1.5e-7, 2 ** 60, 1e21, 1e300, NaN, Infinity],
    ];
    // And a deterministic spread of cents, fractions and sizes.
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push((seed % 10_000_000) / 10 ** (seed % 6), seed / 1000);
    }
    for (const value of values.flatMap((v) => [v, -v])) {
      const expected = intl.format(Number.isFinite(value) ? value : 0);
      expect([value, formatAmount(value)]).toEqual([value, expected]);
    }
  });

  it('writes points exactly as the en-US number format does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [
      ...[0, -0, 1, 12, 999, 1000, 99_999, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER],
      ...[0.4, 0.5, 1.5, 2.5, -0.4, -2.5, 1234.567, 2 ** 60, 1e21, NaN, Infinity],
    ];
    for (const value of values.flatMap((v) => [v, -v])) {
      expect([value, formatPoints(value)]).toEqual([
        value,
        intl.format(Number.isFinite(value) ? value : 0),
      ]);
    }
  });

  it("shows docs/wire-protocol.md §9's defaults while the value is unknown", () => {
    expect(formatPoints(undefined)).toBe('00');
    expect(formatAed(undefined)).toBe('0 AED');
  });
});

describe('telHref', () => {
  it('dials only digits and a leading plus', () => {
    expect(telHref('+971 4 123-4567')).toBe('tel:+97141234567');
  });
});
