import * as z from 'zod/mini';
import { numericValue } from './normalise';
import { date } from './readers';

/**
 * Field builders for request bodies. Every string is bounded so a huge body is refused at the
 * edge; product rules (age, phone digits, password length…) stay with the server, which answers
 * them with the spec's own messages.
 */

// A schema never changes once built, so each length's builder is built once and shared: the
// contract names a few lengths in a hundred places, and the web app builds the schemas its
// first screen needs while that screen is on its way.
const strOf = new Map<number, ReturnType<typeof buildStr>>();
const codeOf = new Map<number, ReturnType<typeof buildCode>>();

function buildStr(max: number) {
  return z.string().check(z.trim(), z.maxLength(max));
}

/** Trimmed text, at most `max` characters (200 by default). */
export function str(max = 200) {
  let schema = strOf.get(max);
  if (!schema) strOf.set(max, (schema = buildStr(max)));
  return schema;
}

/** A password: never trimmed, at most 128 characters. */
export const password = z.string().check(z.maxLength(128));

/** Free text typed by a customer. */
export const freeText = z.string().check(z.maxLength(2000));

function buildCode(max: number) {
  return z.pipe(
    z.union([str(max), z.number()]),
    z.transform((value): string => String(value)),
  );
}

/** An identifier sent as a string or a number (codes, mobiles, ids): read as trimmed text. */
export function code(max = 200) {
  let schema = codeOf.get(max);
  if (!schema) codeOf.set(max, (schema = buildCode(max)));
  return schema;
}

/** A quantity sent as a number or a numeric string (`POINTS`, `SHARE_POINTS`…): read as a number. */
export const quantity = z.pipe(
  z.union([z.number(), str(32)]),
  z.transform((value, ctx): number => {
    if (typeof value === 'number') return value;
    const read = numericValue(value);
    if (read !== undefined) return read;
    ctx.issues.push({ code: 'invalid_type', expected: 'number', input: value });
    return z.NEVER;
  }),
);

/** A 0/1 switch sent as a number or a string (`USED`, `EXPIRED`). */
export const zeroOne = z.pipe(
  quantity,
  z.transform((value, ctx): 0 | 1 => {
    if (value === 0 || value === 1) return value;
    ctx.issues.push({ code: 'invalid_value', values: [0, 1], input: value });
    return z.NEVER;
  }),
);

/** A 'Y'/'N' flag in any case, read upper-case. */
export const yesNo = z.pipe(
  z.pipe(
    str(8),
    z.transform((value) => value.toUpperCase()),
  ),
  z.enum(['Y', 'N']),
);

/** `GENDER` in any casing ('MALE', 'male', 'Male'…), read as docs/wire-protocol.md §3 shows it: 'Male' or 'Female'. */
export const gender = z.pipe(
  str(16),
  z.transform((value, ctx): 'Male' | 'Female' => {
    const word = value.toLowerCase();
    if (word === 'male') return 'Male';
    if (word === 'female') return 'Female';
    ctx.issues.push({ code: 'invalid_value', values: ['Male', 'Female'], input: value });
    return z.NEVER;
  }),
);

/** A date that may be left blank in a form: '' stays '' (the server answers the spec's message). */
export const formDate = z.union([z.literal(''), date]);

/** The client id in either casing the vendor uses; the value as a string or a number. */
export type ClientIdKey = 'CLIENT_ID' | 'client_id';
export const clientIdValue = code(64);

/**
 * An object carrying the client id in either casing (`CLIENT_ID` or `client_id`), read with the
 * spelling docs/wire-protocol.md §7 uses for the call (`key`). A body with neither is refused at `key`.
 */
export function withClientId<K extends ClientIdKey, S extends z.core.$ZodLooseShape>(
  key: K,
  shape: S,
) {
  const object = z.object({
    ...shape,
    CLIENT_ID: z.optional(clientIdValue),
    client_id: z.optional(clientIdValue),
  });
  type Read = Omit<z.output<typeof object>, ClientIdKey> & Record<K, string>;
  return z.pipe(
    object,
    z.transform((value, ctx): Read => {
      const { CLIENT_ID, client_id, ...rest } = value as Record<string, unknown>;
      const id = CLIENT_ID ?? client_id;
      if (typeof id !== 'string') {
        ctx.issues.push({
          code: 'invalid_type',
          expected: 'string',
          input: undefined,
          path: [key],
        });
        return z.NEVER;
      }
      return { ...rest, [key]: id } as Read;
    }),
  );
}
