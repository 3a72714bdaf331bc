import { buildEnvelope } from '../src/index';

/**
 * One request and one answer per call, written from docs/wire-protocol.md §7 as our web client sends them and
 * as our server answers; `bad` is a malformed request and `badField` the path its refusal names.
 */
export interface Sample {
  request: unknown;
  answer: unknown;
  bad: unknown;
  badField: string;
}

const keys = { AUTH_KEY: 'auth-key', SEND_KEY: 'send-key' };

/** The body our client sends: the envelope built the one way the client builds it. */
export const wrap = (FUNCTION: string, DATA: Record<string, unknown>, DIV_DES?: string) =>
  buildEnvelope({ FUNCTION, DATA, keys, ...(DIV_DES === undefined ? {} : { DIV_DES }) });
