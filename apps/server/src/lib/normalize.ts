import { normaliseMobile } from '@loyalty/contract';

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Mobile numbers are stored and compared in one form: their digits, a UAE mobile in its
 * national form (`0501234567`) whether it was written with +971, 00971 or spaces. The rule
 * lives in the contract so the app's forms check what the server will store.
 */
export function normalizeMobile(value: string): string {
  return normaliseMobile(value);
}
