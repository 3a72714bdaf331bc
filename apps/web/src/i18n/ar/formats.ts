/**
 * Numbers, money and months as ar-AE writes them, in Western digits (`-u-nu-latn`), as UAE
 * receipts print them. Part of the Arabic chunk: lib/format.ts asks for them in Arabic only.
 */
export const ARABIC_INTL = 'ar-AE-u-nu-latn';

function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const amount = lazy(
  () => new Intl.NumberFormat(ARABIC_INTL, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const aed = lazy(() => new Intl.NumberFormat(ARABIC_INTL, { style: 'currency', currency: 'AED' }));
const month = lazy(() => new Intl.DateTimeFormat(ARABIC_INTL, { month: 'long' }));

export const arabicFormats = {
  amount: (value: number) => amount().format(value),
  /** Intl's own form of the dirham: '1,250.50 د.إ.‏'. */
  aed: (value: number) => aed().format(value),
  month: (date: Date) => month().format(date),
};

export type ArabicFormats = typeof arabicFormats;
