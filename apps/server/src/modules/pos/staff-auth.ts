import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { randomToken, sameDigest, sha256 } from '../../lib/tokens';
import type { Limit } from '../../lib/limits';
import type { Tenant } from '../settings/tenants.repository';
import { keysRepository } from '../admin/keys.repository';
import { posRepository } from './pos.repository';

/** Wrong keys from one address before it must wait (keys are 256-bit; this only stops noise). */
const KEY_FAILURES: Limit = { name: 'staff-key-failures', max: 20, windowMs: 15 * 60_000 };

/** A key's last use is kept to the minute: at most one write a minute per key. */
const LAST_USED_EVERY_MS = 60_000;

const refused = () => new AppError(401, 'BAD_STAFF_KEY', 'A valid staff API key is required.');

/** A new staff API key: shown once, only its SHA-256 is stored. */
export function newStaffKey(): { key: string; hash: string } {
  const key = `lk_${randomToken()}`;
  return { key, hash: sha256(key) };
}

export function presentedKey(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const bearer = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    if (bearer) return bearer[1];
  }
  const header = request.headers['x-api-key'];
  return typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
}

/** Who a till key belongs to: its programme, and the key (null for the programme's own key). */
export interface TillKey {
  tenant: Tenant;
  keyId: number | null;
  name: string;
}

/**
 * The till key the request carries (`Authorization: Bearer <key>` or `X-Api-Key`): a named
 * key of the till_keys table, or the programme's own key; 401 otherwise. The programme keys'
 * hashes are compared in constant time; a named key is found by its hash (256 random bits).
 */
export async function tillKeyOf(app: FastifyInstance, request: FastifyRequest): Promise<TillKey> {
  await app.rateLimiter.check(KEY_FAILURES, request.ip);
  const key = presentedKey(request);
  const hash = key ? sha256(key) : undefined;
  let found: TillKey | undefined;
  if (hash) {
    const named = await keysRepository(app.db).findTillKey(hash);
    const tenant = named ? await app.tenants.findById(named.tenantId) : undefined;
    if (named && tenant) {
      const now = app.now();
      const since = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
      // Read first, so a busy till does not write on every call; the update is guarded too.
      if (named.lastUsedAt === null || named.lastUsedAt <= since)
        await keysRepository(app.db).keyUsed(named.id, now.toISOString(), since);
      found = { tenant, keyId: named.id, name: named.name };
    } else {
      let match: number | undefined;
      for (const t of await posRepository(app.db).staffKeyHashes()) {
        if (sameDigest(t.hash, hash)) match = t.id;
      }
      const own = match === undefined ? undefined : await app.tenants.findById(match);
      if (own) found = { tenant: own, keyId: null, name: 'Programme key' };
    }
  }
  if (!found) {
    await app.rateLimiter.hit(KEY_FAILURES, request.ip);
    throw refused();
  }
  request.clientId = found.tenant.clientId;
  return found;
}

/** The tenant whose till key the request carries, or 401. */
export async function staffTenant(app: FastifyInstance, request: FastifyRequest): Promise<Tenant> {
  return (await tillKeyOf(app, request)).tenant;
}

/**
 * The tenant of a call only the programme's own key may make (issuing voucher codes creates
 * value): a named till key, which is for bills and redemptions, gets 403.
 */
export async function programmeKeyTenant(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Tenant> {
  const till = await tillKeyOf(app, request);
  if (till.keyId !== null)
    throw new AppError(
      403,
      'TILL_KEY_REFUSED',
      "A till's key posts bills and redeems vouchers only.",
    );
  return till.tenant;
}
