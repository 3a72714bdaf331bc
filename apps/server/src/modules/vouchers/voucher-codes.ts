import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud or typed from a receipt cannot be mistaken.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/** A voucher code from the CSPRNG: 31^12 ≈ 2^59 possibilities, so codes cannot be guessed. */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as typed or scanned: case and spaces or dashes do not matter. */
export function normalizeVoucherCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The last moment of the day `days` after `from` (UTC): a voucher is good all its last day. */
export function voucherExpiry(from: Date, days: number): string {
  const day = new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T23:59:59.999Z`;
}
