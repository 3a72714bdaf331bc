import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { randomToken, sameDigest, sha256 } from '../../lib/tokens';
import type { Limit } from '../../lib/limits';
import type { Tenant } from '../settings/tenants.repository';
import { posRepository } from './pos.repository';

/** Wrong keys from one address before it must wait (keys are 256-bit; this only stops noise). */
const KEY_FAILURES: Limit = { name: 'staff-key-failures', max: 20, windowMs: 15 * 60_000 };

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

/**
 * The tenant whose staff key the request carries (`Authorization: Bearer <key>` or
 * `X-Api-Key`), or 401. The key's hash is compared with every tenant's in constant time.
 */
export async function staffTenant(app: FastifyInstance, request: FastifyRequest): Promise<Tenant> {
  await app.rateLimiter.check(KEY_FAILURES, request.ip);
  const key = presentedKey(request);
  const hash = key ? sha256(key) : undefined;
  let match: number | undefined;
  if (hash) {
    for (const t of await posRepository(app.db).staffKeyHashes()) {
      if (sameDigest(t.hash, hash)) match = t.id;
    }
  }
  const tenant = match === undefined ? undefined : await app.tenants.findById(match);
  if (!tenant) {
    await app.rateLimiter.hit(KEY_FAILURES, request.ip);
    throw refused();
  }
  request.clientId = tenant.clientId;
  return tenant;
}
