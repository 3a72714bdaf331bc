import fc from 'fast-check';
import JsBarcode from 'jsbarcode';
import { describe, expect, it } from 'vitest';
import { code128Modules, code128Symbols } from './code128';

/** JsBarcode's Code 128 (automatic mode) modules of a value: what the app drew before. */
function jsBarcodeModules(value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  return target.encodings?.map((encoding) => encoding.data).join('') ?? '';
}

/** Reads symbol values back into text, as a scanner does; checks the checksum on the way. */
function decode(symbols: number[]): string {
  const [start, ...rest] = symbols;
  const checksum = rest.pop() as number;
  let sum = start as number;
  rest.forEach((symbol, index) => (sum += symbol * (index + 1)));
  expect(sum % 103).toBe(checksum);
  let set = { 103: 'A', 104: 'B', 105: 'C' }[start as number] as string;
  let out = '';
  let shifted = false;
  for (const symbol of rest) {
    const inSet = shifted ? (set === 'A' ? 'B' : 'A') : set;
    shifted = false;
    if (inSet === 'C') {
      // Every value below 100 is a pair of digits here, 98 ('98') too: set C has no SHIFT.
      if (symbol < 100) out += String(symbol).padStart(2, '0');
      else set = symbol === 100 ? 'B' : 'A';
      continue;
    }
    if (symbol === 98) shifted = true;
    else if (symbol === 99) set = 'C';
    else if (symbol === 100 && inSet === 'A') set = 'B';
    else if (symbol === 101 && inSet === 'B') set = 'A';
    else if (inSet === 'B') out += String.fromCharCode(symbol + 32);
    else out += String.fromCharCode(symbol < 64 ? symbol + 32 : symbol - 64);
  }
  return out;
}

const printable = fc.string({
  unit: fc.constantFrom(...'0123456789012345678901234567890123456789ABCXYZabcxyz -_./:#~`{'),
  minLength: 1,
  maxLength: 24,
});

describe('code128Modules', () => {
  it.each([
    '1990075764',
    '0501234567',
    'CUST-00042',
    'V-2026-000123',
    'A',
    '1',
    '12',
    '123',
    '12345',
    '1234A',
    'A1234',
    'A12345',
    'A123456B',
    '12AB',
    '12ab',
    'ab1234cd',
    'abc12345678',
    '9876543210abcdEFGH12',
    'hello world',
    '~{}|`',
  ])('draws %s with the same bars as JsBarcode', (value) => {
    expect(code128Modules(value)).toBe(jsBarcodeModules(value));
  });

  it('draws the same bars as JsBarcode for many printable values', () => {
    fc.assert(
      fc.property(printable, (value) => {
        expect(code128Modules(value)).toBe(jsBarcodeModules(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes digit runs in set C, an odd one with its last digit outside it', () => {
    // Start C, 12 34 56, switch to A (a tie after digits), '7', checksum.
    expect(code128Symbols('1234567')).toEqual([105, 12, 34, 56, 101, 23, 48]);
    // Start B, 'A', '1', switch to C, 23 45: the even run of four is what goes to C.
    const symbols = code128Symbols('A12345');
    expect(symbols?.slice(0, 6)).toEqual([104, 33, 17, 99, 23, 45]);
  });

  it('reads back as the value it was given, control characters included', () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 24,
    });
    fc.assert(
      fc.property(ascii, (value) => {
        const symbols = code128Symbols(value);
        expect(symbols).toBeDefined();
        expect(decode(symbols as number[])).toBe(value);
      }),
      { numRuns: 3000 },
    );
  });

  it('uses a SHIFT for one character between two stretches of the other set', () => {
    // Start A, SOH, SHIFT 'a' (set B's value), STX, checksum: no switch there and back.
    const symbols = code128Symbols('\u0001a\u0002');
    expect(symbols?.slice(0, 5)).toEqual([103, 65, 98, 65, 66]);
    expect(decode(symbols as number[])).toBe('\u0001a\u0002');
  });

  it("writes the digit pair 98 as set C's value 98, not as a SHIFT", () => {
    // Start C, 98, 76, checksum (105 + 98 + 2 × 76 = 355, 355 mod 103 = 46).
    expect(code128Symbols('9876')).toEqual([105, 98, 76, 46]);
    expect(decode([105, 98, 76, 46])).toBe('9876');
    expect(decode(code128Symbols('98') as number[])).toBe('98');
  });

  it('draws nothing for an empty value or one beyond ASCII, as before', () => {
    expect(code128Modules('')).toBeUndefined();
    expect(code128Modules('Café')).toBeUndefined();
    expect(code128Modules('١٢٣')).toBeUndefined();
    expect(() => JsBarcode({}, 'Café', { format: 'CODE128' })).toThrow();
  });

  it('starts with the start symbol and ends with the stop pattern and its final bar', () => {
    const modules = code128Modules('1990075764') as string;
    expect(modules.startsWith('11010011100')).toBe(true); // start C
    expect(modules.endsWith('1100011101011')).toBe(true); // stop
    // 11 modules per symbol (start, five pairs, checksum) plus 13 for the stop.
    expect(modules).toHaveLength(11 * 7 + 13);
  });
});
