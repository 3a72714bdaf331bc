import { describe, expect, it } from 'vitest';
import { normaliseMobile } from '../src/index';

describe('normaliseMobile', () => {
  it.each([
    ['0501234567', '0501234567'],
    ['050 123 4567', '0501234567'],
    ['050-123-4567', '0501234567'],
    ['+971 50 123 4567', '0501234567'],
    ['+971501234567', '0501234567'],
    ['+971 (0)50 123 4567', '0501234567'],
    ['00971501234567', '0501234567'],
    ['00971 50 123 4567', '0501234567'],
    ['971501234567', '0501234567'],
    ['501234567', '0501234567'],
    ['+971 4 123 4567', '041234567'],
  ])('stores %s as %s', (written, stored) => {
    expect(normaliseMobile(written)).toBe(stored);
  });

  it('keeps the digits of other numbers as they were', () => {
    expect(normaliseMobile('+44 7700 900123')).toBe('447700900123');
    expect(normaliseMobile('12345')).toBe('12345');
    expect(normaliseMobile('')).toBe('');
  });

  it('leaves a value with letters as written, for the checks to refuse', () => {
    expect(normaliseMobile('05012ABC67')).toBe('05012ABC67');
    expect(normaliseMobile(' 050 12ABC ')).toBe('05012ABC');
  });
});
