import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { sha256 } from '../lib/tokens';
import { idempotencyRepository, type KeyId } from './idempotency.repository';
import type { ServiceDeps } from './service-deps';
import { inTransaction } from './transaction';

/** How long a key is remembered: retries come within minutes; a day is plenty. */
export const KEY_LIFE_MS = 24 * 3_600_000;

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's `Idempotency-Key` header, if any; a malformed one is refused. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw new AppError(
      400,
      'BAD_IDEMPOTENCY_KEY',
      'Idempotency-Key must be 1 to 200 visible characters.',
    );
  }
  return value;
}

/** JSON with sorted keys, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

class KeyTaken extends Error {}

export interface OnceOptions {
  scope: string;
  /** `customer:<id>` or `tenant:<id>`: keys of different owners never collide. */
  owner: string;
  key: string | undefined;
  /** The request as understood (what must match for a replay). */
  request: unknown;
}

/**
 * Runs a value-moving `work` in one transaction. With a key, the key is claimed by a unique
 * insert in that same transaction and the answer stored with it, so a retry gets the first
 * answer back and moves nothing; the same key with another request is refused (422). A
 * refusal thrown by `work` rolls the claim back too: nothing moved, so a retry may try again.
 */
export async function once<T>(
  deps: ServiceDeps,
  options: OnceOptions,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const claim = claimOf(options);
  if (claim === undefined) return inTransaction(deps.db, work);
  const { id, requestHash } = claim;
  try {
    return await inTransaction(deps.db, async (trx) => {
      const keys = idempotencyRepository(trx);
      try {
        await keys.claim(id, requestHash, deps.now().toISOString());
      } catch (error) {
        if (isUniqueViolation(error)) throw new KeyTaken();
        throw error;
      }
      const answer = await work(trx);
      await keys.saveAnswer(id, JSON.stringify(answer));
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }
  return firstAnswer(deps, claim);
}

/** A key as claimed: who used it for what, and a hash of the request as understood. */
export interface Claim {
  id: KeyId;
  requestHash: string;
}

/** The claim a request makes with its key; none without a key. */
export function claimOf(options: OnceOptions): Claim | undefined {
  const { key } = options;
  if (key === undefined) return undefined;
  return {
    id: { scope: options.scope, owner: options.owner, key },
    requestHash: sha256(stableJson(options.request)),
  };
}

/**
 * The answer given first under a key somebody claimed: a retry of the same request gets it
 * back; another request under the same key is refused (422).
 */
export async function firstAnswer<T>(deps: ServiceDeps, { id, requestHash }: Claim): Promise<T> {
  const first = await idempotencyRepository(deps.db).find(id);
  if (!first || first.request_hash !== requestHash || first.answer === null) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request.',
    );
  }
  return JSON.parse(first.answer) as T;
}
