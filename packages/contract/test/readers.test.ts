import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  date,
  flag,
  genderText,
  normaliseDate,
  num,
  optDate,
  optText,
  parseWith,
  ratingType,
  statusValue,
  text,
} from '../src/index';

describe('num', () => {
  it.each([
    [120.5, 120.5],
    ['120.50', 120.5],
    [' 42 ', 42],
    ['-3', -3],
    ['.5', 0.5],
    ['', 0],
    [null, 0],
  ])('reads %j as %j', (input, expected) => {
    expect(parseWith(num, input)).toEqual({ ok: true, data: expected });
  });

  it.each([['12abc'], ['1,234'], [true], [Infinity]])('refuses %j', (input) => {
    expect(parseWith(num, input).ok).toBe(false);
  });
});

describe('text', () => {
  it('trims trailing spaces, reads numbers as digits and null as blank', () => {
    expect(parseWith(text, 'Gold   ')).toEqual({ ok: true, data: 'Gold' });
    expect(parseWith(text, 1001)).toEqual({ ok: true, data: '1001' });
    expect(parseWith(text, null)).toEqual({ ok: true, data: '' });
  });

  it('reads blank optional text as missing', () => {
    expect(parseWith(optText, '   ')).toEqual({ ok: true, data: undefined });
    expect(parseWith(optText, null)).toEqual({ ok: true, data: undefined });
    expect(parseWith(optText, ' x ')).toEqual({ ok: true, data: 'x' });
  });
});

describe('flag', () => {
  it.each([
    ['Y', true],
    ['y', true],
    [' Y ', true],
    ['N', false],
    ['n', false],
    [true, true],
    [false, false],
    ['true', true],
    [1, true],
    [0, false],
    [null, false],
  ])('reads %j as %j', (input, expected) => {
    expect(parseWith(flag, input)).toEqual({ ok: true, data: expected });
  });

  it('refuses a word that is not a flag', () => {
    expect(parseWith(flag, 'maybe')).toEqual({
      ok: false,
      message: 'Invalid option: expected one of "Y"|"N"',
    });
  });
});

describe('dates', () => {
  it.each([
    ['2025-03-09', '2025-03-09'],
    ['09-03-2025', '2025-03-09'],
    ['2025-03-09T14:05:00', '2025-03-09T14:05:00'],
    ['2025-03-09 14:05', '2025-03-09T14:05:00'],
    ['2025-03-09T14:05:00.123Z', '2025-03-09T14:05:00Z'],
    ['2025-03-09T14:05:00+04:00', '2025-03-09T14:05:00+04:00'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseWith(date, input)).toEqual({ ok: true, data: expected });
  });

  it.each([
    ['2025-02-29'],
    ['31-04-2025'],
    ['2025-13-01'],
    ['2025-03-09T24:00:00'],
    ['09/03/2025'],
    ['soon'],
  ])('refuses %s', (input) => {
    const result = parseWith(date, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Invalid date/);
  });

  it('reads a missing, null or blank optional date as missing', () => {
    for (const input of [undefined, null, '', ' ']) {
      expect(parseWith(optDate, input)).toEqual({ ok: true, data: undefined });
    }
  });

  it('reads every calendar day the same in DD-MM-YYYY and YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (day) => {
          const iso = day.toISOString().slice(0, 10);
          const [yyyy, mm, dd] = iso.split('-');
          expect(normaliseDate(`${dd}-${mm}-${yyyy}`)).toBe(iso);
          expect(normaliseDate(iso)).toBe(iso);
        },
      ),
    );
  });
});

describe('rating_type', () => {
  it.each([
    ['Star', 'Star'],
    ['stars', 'Star'],
    ['STAR', 'Star'],
    ['smiley', 'Emoji'],
    ['emoji', 'Emoji'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseWith(ratingType, input)).toEqual({ ok: true, data: expected });
  });
});

describe('GENDER in answers', () => {
  it.each([
    ['MALE', 'Male'],
    ['female', 'Female'],
    ['Female ', 'Female'],
    ['', undefined],
  ])('reads %j as %j', (input, expected) => {
    expect(parseWith(genderText, input)).toEqual({ ok: true, data: expected });
  });
});

describe('status values in answers', () => {
  it.each([
    [true, true],
    ['TRUE', true],
    ['True', true],
    ['FAIL', false],
    ['false', false],
    [undefined, undefined],
  ])('reads %j as %j', (input, expected) => {
    expect(parseWith(statusValue, input)).toEqual({ ok: true, data: expected });
  });
});
