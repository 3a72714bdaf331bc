import { buildEnvelope, callUrl, parseWith, readStatus } from '@loyalty/contract';
import type {
  CallDef,
  CallName,
  CallUrls,
  DefRequestInput,
  DefResponseOf,
  RequestInput,
  ResponseOf,
} from '@loyalty/contract';
import { refusalText } from '../i18n/locale';
import { getActiveConfig } from './app-settings';
import { clearSignedInUser, getSignedInUser, markSessionEnded } from './session';

// The contract's own call types; re-exported so screens import everything API from here.
export type { CallDef, CallName, RequestInput, ResponseOf };

/** The one error of the API layer: an HTTP status (0 when the network failed) and a message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** Seconds the server asked to wait (a 429's Retry-After), when it said. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds (RFC 9110: a number of seconds or an HTTP date), else undefined. */
export function readRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A call's answer: the tolerant status reading beside the parsed body. */
export interface ApiResult<D extends CallDef> {
  ok: boolean;
  message: string | undefined;
  data: DefResponseOf<D>;
}

// The envelope's fixed keys come from build configuration (docs/decisions/012-security-model.md: compatibility
// with the vendor's backend, not a secret); the defaults only fill the fields.
export const AUTH_KEY: string = import.meta.env.VITE_AUTH_KEY || 'loyalty-web';
export const SEND_KEY: string = import.meta.env.VITE_SEND_KEY || 'loyalty-web';

/** The config service's origin: build configuration, else the app's own origin. */
export function configServiceUrl(): string {
  return (import.meta.env.VITE_CONFIG_URL || location.origin).replace(/\/+$/, '');
}

/** The common envelope of docs/wire-protocol.md §7 with the tenant's client id in DATA. */
export function envelope<D extends object>(FUNCTION: string, DATA: D, DIV_DES?: string) {
  return buildEnvelope({
    FUNCTION,
    DATA: { CLIENT_ID: requireConfig().clientId, ...DATA },
    keys: { AUTH_KEY, SEND_KEY },
    ...(DIV_DES === undefined ? {} : { DIV_DES }),
  });
}

function requireConfig() {
  const config = getActiveConfig();
  if (!config) throw new Error('App settings are not loaded');
  return config;
}

function urlsFor(def: CallDef): CallUrls {
  if (def.base === 'config') {
    return { AppBaseURL: '', AppBaseURL1: '', AdminCRMDataURL: '', configUrl: configServiceUrl() };
  }
  return requireConfig().urls;
}

let onUnauthorized: () => void = () => undefined;

/** What the app does after a 401 has ended a signed-in customer's session (sign in again). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface CallOptions {
  /** An address the settings give for this call (GetAccess), instead of the registry's. */
  url?: string;
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key` on calls that move value). */
  headers?: Record<string, string>;
}

/**
 * The one way the app talks to the server: POST to the URL the call's definition (from the
 * contract, e.g. `getLoyPointsCall`) and the tenant's settings give, read the answer with the contract's tolerant status reader, parse it with
 * the call's response schema. Throws ApiError for a network failure, an HTTP error or an
 * unreadable answer; a business failure (STATUS false) is an answer with `ok: false`.
 */
export async function callApi<D extends CallDef>(
  def: D,
  /** FormData for a multipart call (the file plus the text fields its request schema names). */
  data: DefRequestInput<D> | FormData,
  options: CallOptions = {},
): Promise<ApiResult<D>> {
  const { name } = def;
  const url = options.url ?? callUrl(def, urlsFor(def));
  const multipart = def.encoding === 'multipart';
  if (multipart !== data instanceof FormData) {
    throw new TypeError(`${name}: send ${multipart ? 'FormData' : 'a JSON body'}`);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        ...options.headers,
        ...(multipart
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' }),
      },
      body: data instanceof FormData ? data : JSON.stringify(data),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }

  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) {
    // Only a customer who was signed in has a session that ended; a visitor's 401 is not one.
    const wasSignedIn = getSignedInUser() !== undefined;
    clearSignedInUser();
    if (wasSignedIn) {
      markSessionEnded();
      onUnauthorized();
    }
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      refusalText(readStatus(answer).message ?? (response.statusText || `HTTP ${response.status}`)),
      readRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return readAnswer(def, answer, response.status);
}

/**
 * A call's answer body read as callApi reads it: the tolerant status reading, then the call's
 * response schema. Also reads answers the server sent some other way (the settings in the
 * app shell). Throws ApiError when the answer is missing or off the contract.
 */
export function readAnswer<D extends CallDef>(def: D, answer: unknown, status = 200): ApiResult<D> {
  if (answer === undefined) throw new ApiError(status, `${def.name}: the answer is not JSON`);
  const reading = readStatus(answer);
  const parsed = parseWith(def.response, reading.body);
  if (!parsed.ok) throw new ApiError(status, `${def.name}: ${parsed.message}`);
  // A refusal reads in the language on screen; a success's words are the screen's own choice.
  const message = reading.ok || !reading.message ? reading.message : refusalText(reading.message);
  return { ok: reading.ok, message, data: parsed.data as DefResponseOf<D> };
}
