import { adminError } from '@loyalty/contract/admin';
import * as z from 'zod/mini';

export const NETWORK_FAILED =
  'The server could not be reached. Check the connection and try again.';
export const UNREADABLE = 'The server gave an answer the console cannot read. Please try again.';

/**
 * A failed admin call: the HTTP status (0 when the network failed), the server's message and,
 * when the input was at fault, a reason per field path for the form to show on its fields.
 */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    /** A signed-in call answered 401: the session has ended. */
    readonly sessionEnded = false,
  ) {
    super(message);
  }

  /** The server refused the input or the action (a 4xx), so its message says why. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminCallOptions<S extends z.ZodMiniType> {
  /** The answer's contract schema; the answer is parsed with it. */
  answer: S;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead (uploads); the browser writes its boundary. */
  form?: FormData;
  /** Calls made before signing in (sign-in, reset, invitation): a 401 there ends no session. */
  public?: boolean;
  /** Sent as Idempotency-Key on a write that moves value, so a retry is not done twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Calls `/api/admin{path}` on the console's own origin with the admin session's cookie and
 * returns the answer parsed by its contract schema, or throws one AdminApiError.
 */
export async function adminCall<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  options: AdminCallOptions<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const body =
    options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      headers,
      // The admin_sid cookie is httpOnly on this origin (path /api/admin): same-origin sends it.
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new AdminApiError(0, NETWORK_FAILED);
  }
  const json = await readJson(response);
  if (!response.ok) {
    const refusal = z.safeParse(adminError, json);
    throw new AdminApiError(
      response.status,
      refusal.success ? refusal.data.MESSAGE : UNREADABLE,
      refusal.success ? (refusal.data.fields ?? {}) : {},
      response.status === 401 && !options.public,
    );
  }
  const answer = z.safeParse(options.answer, json);
  if (!answer.success) throw new AdminApiError(response.status, UNREADABLE);
  return answer.data;
}
