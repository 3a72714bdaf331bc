import type { CustomerSummary } from '@loyalty/contract/admin';

/** Digits and letters only, upper case: how a card, a mobile or a code is compared. */
export const plain = (text: string): string => text.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * The customers whose card number, mobile or customer code is exactly what was typed or
 * scanned (the search answers prefixes; at the till only a whole match identifies someone).
 * Erased customers are left out: there is nobody to post a bill for.
 */
export function exactMatches(items: readonly CustomerSummary[], typed: string): CustomerSummary[] {
  const wanted = plain(typed);
  if (wanted === '') return [];
  return items.filter(
    (c) => !c.erased && [c.cardNo, c.mobile, c.custCode].some((value) => plain(value) === wanted),
  );
}
