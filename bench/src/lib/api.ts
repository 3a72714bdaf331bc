import { buildEnvelope, registry, serverPath, type CallName } from '@loyalty/contract';
import { BENCH_PASSWORD, type BenchCustomer } from '../data/data-size';

/** The demo programme's client id (the bench customers belong to it). */
export const CLIENT_ID = '1001';
const KEYS = { AUTH_KEY: 'loyalty-bench', SEND_KEY: 'loyalty-bench' };

export const pathOf = (call: CallName) => serverPath(registry[call]);

/** A call's body as the app sends it: the envelope with the call's DATA. */
export function body(call: CallName, data: Record<string, unknown>): string {
  return JSON.stringify(
    buildEnvelope({ FUNCTION: call, DATA: { CLIENT_ID, ...data }, keys: KEYS }),
  );
}

export interface Session {
  customer: BenchCustomer;
  /** `sid=…`, the server's session cookie as a Cookie header. */
  cookie: string;
  /** The signed-in user record LoyLogin answered (kept by the app in its user cookie). */
  user: Record<string, unknown>;
}

export function loginBody(customer: { email: string }, password = BENCH_PASSWORD): string {
  return body('LoyLogin', {
    USERNAME: customer.email,
    PWORD: password,
    TYPE_NAME: 'EMAIL',
    LOC_ID: '001',
  });
}

/** Signs in through the real LoyLogin call and keeps the session cookie it sets. */
export async function login(
  origin: string,
  customer: BenchCustomer,
  password = BENCH_PASSWORD,
): Promise<Session> {
  const response = await fetch(`${origin}${pathOf('LoyLogin')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(customer, password),
  });
  const answer = (await response.json()) as { STATUS?: unknown; MESSAGE?: string; DATA?: object };
  const sid = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sid='));
  if (answer.STATUS !== true || !sid) {
    throw new Error(`LoyLogin of ${customer.email} failed: ${answer.MESSAGE ?? response.status}`);
  }
  return { customer, cookie: sid, user: { ...answer.DATA } };
}

/** Signs many customers in, a few at a time (each login hashes a password on purpose). */
export async function loginAll(
  origin: string,
  customers: BenchCustomer[],
  parallel = 4,
): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < customers.length; i += parallel) {
    const batch = customers.slice(i, i + parallel);
    sessions.push(...(await Promise.all(batch.map((c) => login(origin, c)))));
  }
  return sessions;
}

/** POSTs a call with a session and returns the raw answer (for sizes and sanity checks). */
export async function call(origin: string, session: Session, callName: CallName, data: object) {
  const response = await fetch(`${origin}${pathOf(callName)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie },
    body: body(callName, { ...data }),
  });
  return { status: response.status, text: await response.text() };
}
