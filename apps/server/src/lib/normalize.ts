/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Mobile numbers are stored and compared as their digits. */
export function normalizeMobile(value: string): string {
  return value.replace(/\D/g, '');
}
