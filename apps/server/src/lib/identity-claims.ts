/**
 * The identity a request body speaks for: every customer code, mobile, e-mail and client id
 * it names. A customer-scoped call is refused (403) when any of them is not the session's own.
 */
export interface IdentityClaims {
  custCodes: string[];
  mobiles: string[];
  emails: string[];
  clientIds: string[];
}

export type ClaimsReader = (body: unknown) => IdentityClaims;

// The key spellings the vendor's clients use for the caller's own identity. Fields that name
// somebody else (a receiver) or a new value (a profile edit) are deliberately not listed.
const KEYS = {
  custCodes: ['CUST_CODE', 'cust_code', 'CUSTOMER_CODE', 'customer_code'],
  mobiles: ['MOBILE', 'MOBILE_NUM', 'mobile', 'MOBILE_NUM_SENDER', 'senderMobile'],
  emails: ['EMAIL', 'EMAIL_ID', 'email', 'EMAIL_SENDER', 'senderEmail'],
  clientIds: ['CLIENT_ID', 'client_id', 'Client_id'],
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Which claim each key of `KEYS` makes, for a look-up per key of the body. */
const KIND_OF_KEY = new Map<string, keyof IdentityClaims>(
  (Object.keys(KEYS) as (keyof IdentityClaims)[]).flatMap((kind) =>
    KEYS[kind].map((key) => [key, kind] as const),
  ),
);

/** Collects the claims of the given objects (top level only). Empty values claim nothing. */
export function claimsOf(objects: unknown[]): IdentityClaims {
  const claims: IdentityClaims = { custCodes: [], mobiles: [], emails: [], clientIds: [] };
  for (const obj of objects) {
    if (!isRecord(obj)) continue;
    // The body's own keys (a handful), not every spelling of every identity.
    for (const key of Object.keys(obj)) {
      const kind = KIND_OF_KEY.get(key);
      if (kind === undefined) continue;
      const value = obj[key];
      if ((typeof value === 'string' || typeof value === 'number') && String(value).trim()) {
        claims[kind].push(String(value).trim());
      }
    }
  }
  return claims;
}

/** The default reader: the body itself, its `DATA`, and each entry of a `TRAN` list. */
export const readClaims: ClaimsReader = (body) => {
  const data = isRecord(body) ? body.DATA : undefined;
  const tran = [body, data].flatMap((o) => (isRecord(o) && Array.isArray(o.TRAN) ? o.TRAN : []));
  return claimsOf([body, data, ...tran]);
};
