import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { randomToken, sha256 } from '../src/lib/tokens';
import { PASSWORD } from './helper';

/** The console's own origin on the test host, as a browser sends it with every write. */
export const CONSOLE_ORIGIN = 'http://localhost';
/** The host of the Lite programme, whose console is at lite.<domain>. */
export const LITE_HOST = 'lite.loyalty.test';

/** The demo programme's seeded staff, one per role. */
export const STAFF = {
  owner: 'owner@example.com',
  manager: 'manager@example.com',
  cashier: 'cashier@example.com',
  liteOwner: 'lite-owner@example.com',
} as const;

/** The seeded till keys (the programmes' own keys). */
export const TILL_KEY = { demo: 'demo-staff-key', lite: 'lite-staff-key' } as const;

export interface AdminCaller {
  /** The admin session cookie (`admin_sid=...`), or a till key. */
  cookie?: string;
  key?: string;
  host?: string;
  ip?: string;
}

/** Calls the admin API as the console does: JSON, the session cookie and its own Origin. */
export function admin(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  caller: AdminCaller = {},
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const host = caller.host ?? 'localhost';
  return app.inject({
    method,
    url,
    remoteAddress: caller.ip ?? '127.0.0.1',
    headers: {
      host,
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(caller.key ? { authorization: `Bearer ${caller.key}` } : {}),
      ...(method === 'GET'
        ? {}
        : { origin: host === 'localhost' ? CONSOLE_ORIGIN : `http://${host}` }),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The admin session cookie out of a sign-in answer. */
export function adminCookie(res: LightMyRequestResponse): string {
  const set = res.cookies.find((c) => c.name === 'admin_sid');
  expect(set, `no admin cookie: ${res.statusCode} ${res.body}`).toBeDefined();
  return `admin_sid=${set?.value ?? ''}`;
}

/** Signs a staff member in and returns the session cookie. */
export async function staffSignIn(
  app: FastifyInstance,
  email: string,
  options: { host?: string; password?: string; totp?: string } = {},
): Promise<string> {
  const res = await admin(
    app,
    'POST',
    '/api/admin/session',
    { host: options.host },
    {
      email,
      password: options.password ?? PASSWORD,
      ...(options.totp ? { totp: options.totp } : {}),
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return adminCookie(res);
}

/**
 * A session for a seeded member without a password check (a role matrix makes hundreds of
 * calls; the sign-in itself is tested on its own).
 */
export async function sessionFor(
  app: FastifyInstance,
  email: string,
  host = 'localhost',
): Promise<string> {
  const tenant = await app.tenants.findBySubDomain(
    host === 'localhost' ? 'demo' : (host.split('.')[0] ?? ''),
  );
  const member = await app.db
    .selectFrom('staff')
    .select(['id', 'tenant_id'])
    .where('email', '=', email)
    .where('tenant_id', '=', tenant?.id ?? -1)
    .executeTakeFirstOrThrow();
  const token = randomToken();
  const now = app.now();
  await app.db
    .insertInto('staff_sessions')
    .values({
      id_hash: sha256(token),
      staff_id: member.id,
      tenant_id: member.tenant_id,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
    })
    .execute();
  return `admin_sid=${token}`;
}
