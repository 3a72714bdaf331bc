import * as z from 'zod/mini';
import { str, withClientId } from './fields';

/**
 * The common envelope of docs/wire-protocol.md §7: DIV_DES, DIV_ID (fixed 1), FUNCTION, SEND_KEY and DATA,
 * where DATA holds AUTH_KEY, TYPE_NAME, CLIENT_ID and the call's data. The vendor's clients
 * often send only `{ DATA }`, so the server keys on the path and the outer fields are accepted
 * but never required (docs/decisions/013-vendor-backend.md). The fixed keys are not a security boundary (docs/decisions/012-security-model.md).
 */
export const envelopeOuter = {
  DIV_DES: z.optional(str()),
  DIV_ID: z.optional(z.union([z.number(), str(20)])),
  FUNCTION: z.optional(str()),
  SEND_KEY: z.optional(str()),
};

/** The fields every DATA may carry besides the client id. */
export const dataBase = {
  AUTH_KEY: z.optional(str()),
};

/** A request body: the envelope around the call's DATA schema. */
export function envelope<D extends z.core.SomeType>(data: D) {
  return z.object({ ...envelopeOuter, DATA: data });
}

/** Any enveloped request: the shape every JSON call of the registry shares. */
export const envelopeSchema = envelope(
  withClientId('CLIENT_ID', { ...dataBase, TYPE_NAME: z.optional(str()) }),
);

export interface EnvelopeKeys {
  AUTH_KEY: string;
  SEND_KEY: string;
}

export interface Envelope<D> {
  DIV_DES?: string;
  DIV_ID: 1;
  FUNCTION: string;
  SEND_KEY: string;
  DATA: { AUTH_KEY: string } & D;
}

/** Builds the body the client sends: the one place the fixed keys are attached. */
export function buildEnvelope<D extends object>(args: {
  FUNCTION: string;
  DATA: D;
  keys: EnvelopeKeys;
  DIV_DES?: string;
}): Envelope<D> {
  const { FUNCTION, DATA, keys, DIV_DES } = args;
  return {
    ...(DIV_DES === undefined ? {} : { DIV_DES }),
    DIV_ID: 1,
    FUNCTION,
    SEND_KEY: keys.SEND_KEY,
    DATA: { AUTH_KEY: keys.AUTH_KEY, ...DATA },
  };
}
