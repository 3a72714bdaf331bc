import * as z from 'zod/mini';
import { normaliseDate, numericValue } from './normalise';

/**
 * Tolerant readers for answers (docs/decisions/013-vendor-backend.md): the vendor sends numbers as strings, text with
 * trailing spaces, 'Y'/'N' flags, several date forms and nulls. Each reader accepts those and
 * outputs one canonical type, so screens never see the variants.
 */

/** A number, or a numeric string (`'120.50'` → 120.5); null and blank read as 0. */
export const num = z.pipe(
  z.union([z.number(), z.string().check(z.maxLength(64)), z.null()]),
  z.transform((value, ctx): number => {
    if (typeof value === 'number') return value;
    if (value === null || value.trim() === '') return 0;
    const read = numericValue(value);
    if (read !== undefined) return read;
    ctx.issues.push({ code: 'invalid_type', expected: 'number', input: value });
    return z.NEVER;
  }),
);

/** A number that may be missing. */
export const optNum = z.optional(num);

/** Text, trimmed; numbers read as their digits and null as ''. */
export const text = z.pipe(
  z.union([z.string(), z.number(), z.null()]),
  z.transform((value): string => (value === null ? '' : String(value).trim())),
);

/** Text that may be missing; null and blank read as missing. */
export const optText = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((value): string | undefined => {
    const read = value === null || value === undefined ? '' : String(value).trim();
    return read === '' ? undefined : read;
  }),
);

const YES = new Set(['Y', 'YES', 'TRUE', '1']);
const NO = new Set(['N', 'NO', 'FALSE', '0', '']);

/** A 'Y'/'N' flag in any case (also booleans, 'true'/'false', 1/0) read as a boolean. */
export const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string().check(z.maxLength(16)), z.null()]),
  z.transform((value, ctx): boolean => {
    if (typeof value === 'boolean') return value;
    const word = String(value ?? '')
      .trim()
      .toUpperCase();
    if (YES.has(word)) return true;
    if (NO.has(word)) return false;
    ctx.issues.push({ code: 'invalid_value', values: ['Y', 'N'], input: value });
    return z.NEVER;
  }),
);

function readDate(value: string, ctx: z.core.ParsePayload): string {
  const iso = normaliseDate(value);
  if (iso !== undefined) return iso;
  ctx.issues.push({
    code: 'custom',
    message: 'Invalid date: expected YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss or DD-MM-YYYY',
    input: value,
  });
  return z.NEVER;
}

/** A date in `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ss` or `DD-MM-YYYY`, output as ISO. */
export const date = z.pipe(
  z.string().check(z.maxLength(40)),
  z.transform((value, ctx) => readDate(value, ctx)),
);

/** A date that may be missing; null and blank read as missing. */
export const optDate = z.pipe(
  z.optional(z.union([z.string().check(z.maxLength(40)), z.null()])),
  z.transform((value, ctx): string | undefined =>
    value === null || value === undefined || value.trim() === '' ? undefined : readDate(value, ctx),
  ),
);

/** `rating_type`: star when it starts with 'star' in any case (`Star`, `stars`), else emoji (`smiley`). */
export const ratingType = z.pipe(
  text,
  z.transform((value): 'Star' | 'Emoji' =>
    value.toLowerCase().startsWith('star') ? 'Star' : 'Emoji',
  ),
);

/** `GENDER` as shown: 'Male'/'Female' in any case read canonically; anything else kept as sent. */
export const genderText = z.pipe(
  optText,
  z.transform((value) => {
    const word = value?.toLowerCase();
    if (word === 'male') return 'Male';
    if (word === 'female') return 'Female';
    return value;
  }),
);

/** `true`, 'true', 'TRUE', 'True', 'SUCCESS'…: success. `false`, 'false', 'FAIL' and anything else: failure. */
export function isSuccessValue(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'string') return false;
  const word = value.trim().toLowerCase();
  return word === 'true' || word === 'success';
}

/** A status value (`STATUS`, `SUCCESS`…) that may be missing, read as a boolean like `readStatus`. */
export const statusValue = z.pipe(
  z.optional(z.union([z.boolean(), z.string().check(z.maxLength(32)), z.number(), z.null()])),
  z.transform((value): boolean | undefined =>
    value === undefined || value === null ? undefined : isSuccessValue(value),
  ),
);

/** A list that may be missing or null: read as []. */
export function list<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((value) => value ?? []),
  );
}

/** One record, sent as an object or as a one-element array: read as the object. */
export function one<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.union([item, z.tuple([item])]),
    z.transform((value) => (Array.isArray(value) ? value[0] : value) as z.output<T>),
  );
}
