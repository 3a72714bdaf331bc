/**
 * Code 128 for the membership card and vouchers: the code sets and switches JsBarcode's
 * automatic mode picks (so a till reads the same bars as before), in about 2 kB instead of a
 * library that carries every symbology.
 */

/** Bar and space widths in modules of symbol values 0 to 105, then the stop symbol (106). */
const WIDTHS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 ' +
  '112232 122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 ' +
  '311222 321122 321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 ' +
  '112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 ' +
  '122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241 114212 ' +
  '124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

const SHIFT = 98;
const CODE_C = 99;
const CODE_B = 100;
const CODE_A = 101;
const START = { A: 103, B: 104, C: 105 } as const;
const STOP = 106;

type CodeSet = 'A' | 'B' | 'C';
const SWITCH = { A: CODE_A, B: CODE_B, C: CODE_C } as const;

const inA = (code: number) => code <= 0x5f;
const inB = (code: number) => code >= 0x20 && code <= 0x7f;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** How many characters from `at` on the set holds (A: controls to '_'; B: ' ' to DEL). */
function runOf(codes: number[], at: number, set: 'A' | 'B'): number {
  const fits = set === 'A' ? inA : inB;
  let end = at;
  while (end < codes.length && fits(codes[end] as number)) end++;
  return end - at;
}

function digitsFrom(codes: number[], at: number): number {
  let end = at;
  while (end < codes.length && isDigit(codes[end] as number)) end++;
  return end - at;
}

/** The even part of the digit run at `at`: what set C takes there. */
const pairsFrom = (codes: number[], at: number) => digitsFrom(codes, at) & ~1;

/** A stretch of the value written in one code set. */
interface Segment {
  set: CodeSet;
  from: number;
  to: number;
}

/**
 * Splits the value into code-set stretches as JsBarcode's automatic mode does: set C for the
 * digit pairs at the very start and for a later even run of four or more digits (up to a
 * non-digit or the end); elsewhere A or B, whichever holds more of what follows (B on a tie at
 * the start, A on a tie after digits).
 */
function segments(codes: number[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  let set: CodeSet;
  if (pairsFrom(codes, 0) >= 2) set = 'C';
  else set = runOf(codes, 0, 'A') > runOf(codes, 0, 'B') ? 'A' : 'B';
  while (at < codes.length) {
    if (set === 'C') {
      const to = at + pairsFrom(codes, at);
      out.push({ set, from: at, to });
      at = to;
      if (at < codes.length) set = runOf(codes, at, 'A') >= runOf(codes, at, 'B') ? 'A' : 'B';
      continue;
    }
    const run = runOf(codes, at, set);
    // The first place inside this stretch (not its start) where an even run of 4+ digits
    // begins and reaches the end of the value or a non-digit: set C from there.
    let toC = -1;
    for (let k = at + 1; k <= at + run && k < codes.length; k++) {
      const digits = digitsFrom(codes, k);
      if (digits >= 4 && digits % 2 === 0) {
        toC = k;
        break;
      }
    }
    const to = toC >= 0 ? toC : at + run;
    out.push({ set, from: at, to });
    at = to;
    set = toC >= 0 ? 'C' : set === 'A' ? 'B' : 'A';
  }
  return out;
}

/** A character's symbol value in set A or B. */
function valueIn(set: 'A' | 'B', code: number): number {
  if (set === 'B') return code - 32;
  return code < 32 ? code + 64 : code - 32;
}

/** The symbol values from the start symbol to the checksum, without the stop symbol. */
export function code128Symbols(value: string): number[] | undefined {
  if (value === '') return undefined;
  const codes = Array.from(value, (char) => char.charCodeAt(0));
  // Code 128 writes ASCII only; anything else has no bars.
  if (codes.some((code) => code > 0x7f)) return undefined;
  const parts = segments(codes);
  const first = parts[0] as Segment;
  const symbols: number[] = [START[first.set]];
  let current: CodeSet = first.set;
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    // One character between two A/B stretches: a SHIFT instead of switching there and back.
    if (
      part.to - part.from === 1 &&
      part.set !== 'C' &&
      index > 0 &&
      current !== 'C' &&
      next !== undefined &&
      next.set === current
    ) {
      symbols.push(SHIFT, valueIn(part.set, codes[part.from] as number));
      return;
    }
    if (part.set !== current) symbols.push(SWITCH[part.set]);
    current = part.set;
    for (let i = part.from; i < part.to; i += part.set === 'C' ? 2 : 1) {
      const code = codes[i] as number;
      symbols.push(
        part.set === 'C'
          ? (code - 48) * 10 + (codes[i + 1] as number) - 48
          : valueIn(part.set, code),
      );
    }
  });
  let sum = symbols[0] as number;
  for (let i = 1; i < symbols.length; i++) sum += (symbols[i] as number) * i;
  symbols.push(sum % 103);
  return symbols;
}

/** The value as modules, '1' a bar and '0' a space, stop symbol included; none when it cannot be written. */
export function code128Modules(value: string): string | undefined {
  const symbols = code128Symbols(value);
  if (!symbols) return undefined;
  let modules = '';
  for (const symbol of [...symbols, STOP]) {
    const widths = WIDTHS[symbol] as string;
    for (let i = 0; i < widths.length; i++)
      modules += (i % 2 ? '0' : '1').repeat(Number(widths[i]));
  }
  return modules;
}
