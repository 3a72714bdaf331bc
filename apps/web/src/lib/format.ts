import { arabicFormats } from '../i18n/locale';

/**
 * The one formatter module of the app (docs/conventions.md habit 16): dates as docs/wire-protocol.md §9 shows them,
 * money in AED with two decimals, points as whole numbers. Dates arrive from the contract as
 * ISO `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss` and are read as the customer's local calendar day,
 * so a bill of 1 March is never shown as 28 February in a time zone west of the server.
 * In Arabic, month names, numbers and money come from Intl's `ar-AE` with Western digits.
 */

export type DatePattern =
  | 'DD/MM/YYYY'
  | 'DD.MM.YYYY'
  | 'DD MMMM YYYY'
  | 'MMMM, DD YYYY'
  /** The wire form (FROM_DATE, TO_DATE). */
  | 'YYYY-MM-DD';

const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

// English month names, without Intl: its first use costs a slow phone tens of milliseconds.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A Date for an ISO date (a local calendar day when no zone is given), or undefined. */
export function parseDate(value: string | Date | undefined | null): Date | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const text = value.trim();
  const local = LOCAL_ISO.exec(text);
  if (local) {
    const [, y = '', m = '', d = '', hh = '0', mm = '0', ss = '0'] = local;
    const date = new Date(+y, +m - 1, +d, +hh, +mm, +ss);
    // new Date rolls 31 February over into March: such a day is not a date.
    return date.getMonth() === +m - 1 ? date : undefined;
  }
  const zoned = new Date(text);
  return text !== '' && !Number.isNaN(zoned.getTime()) ? zoned : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date in `pattern`; '' when the value is missing or not a date. */
export function formatDate(value: string | Date | undefined | null, pattern: DatePattern): string {
  const date = parseDate(value);
  if (!date) return '';
  const dd = pad(date.getDate());
  const mm = pad(date.getMonth() + 1);
  const yyyy = String(date.getFullYear()).padStart(4, '0');
  const arabic = arabicFormats();
  const month = arabic ? arabic.month(date) : (MONTHS[date.getMonth()] ?? '');
  switch (pattern) {
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'DD.MM.YYYY':
      return `${dd}.${mm}.${yyyy}`;
    case 'DD MMMM YYYY':
      return `${dd} ${month} ${yyyy}`;
    case 'MMMM, DD YYYY':
      // Arabic writes the day first in both long forms: '01 مارس 2026'.
      return arabic ? `${dd} ${month} ${yyyy}` : `${month}, ${dd} ${yyyy}`;
    case 'YYYY-MM-DD':
      return `${yyyy}-${mm}-${dd}`;
  }
}

/** The time of day as HH:mm on the 24-hour clock ('as of' marks of data kept offline). */
export function formatTime(value: Date): string {
  return `${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/**
 * A number format made on first use: the first one a page makes loads the locale's data,
 * tens of milliseconds on a slow phone, which screens that show no amount need not pay.
 */
function lazyFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat('en-US', options));
}

const amount = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = lazyFormat({ maximumFractionDigits: 0 });

/** Thousands separators in a whole number's digits, as en-US writes them: -12500 → '-12,500'. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Two decimals as the en-US number format writes them, without it: it rounds the number's
 * shortest decimal form half away from zero (1.005 → '1.01') and keeps the sign of a value
 * that rounds to zero ('-0.00'). Undefined for a form with an exponent (1e21, 1e-7).
 */
function twoDecimals(value: number): string | undefined {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/** A money value with two decimals and thousands separators: 1250.5 → '1,250.50'. */
export function formatAmount(value: number): string {
  const finite = Number.isFinite(value) ? value : 0;
  const arabic = arabicFormats();
  if (arabic) return arabic.amount(finite);
  // The number format's first use on a page costs tens of milliseconds on a slow phone.
  return twoDecimals(finite) ?? amount().format(finite);
}

/**
 * A money value in AED (docs/wire-protocol.md §1: the display currency): 1250.5 → '1,250.50 AED'. An unknown
 * value (not loaded yet) shows docs/wire-protocol.md §9's default '0 AED'.
 */
export function formatAed(value: number | undefined): string {
  const arabic = arabicFormats();
  if (arabic) return arabic.aed(value ?? 0);
  return value === undefined ? '0 AED' : `${formatAmount(value)} AED`;
}

/** Points are whole numbers: 12500 → '12,500' (ar-AE with Western digits writes them alike). Unknown points show docs/wire-protocol.md §9's default '00'. */
export function formatPoints(value: number | undefined): string {
  if (value === undefined) return '00';
  // Balances are whole numbers, written without the number format (-0 is left to it: '-0').
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupDigits(String(value));
  return whole().format(Number.isFinite(value) ? value : 0);
}

/** A phone number as a `tel:` address: digits and a leading +, without spaces or dashes. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
