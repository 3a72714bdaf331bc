import { sql } from 'kysely';
import { violatedConstraint } from '../db/errors';
import { firstAnswer, type Claim } from './idempotency';
import { idempotencyRepository } from './idempotency.repository';
import type { ServiceDeps } from './service-deps';
import { retryingConflicts } from './transaction';
import { inSpan } from '../lib/tracing';

/**
 * Value moves written as one PostgreSQL statement (data-modifying `WITH`): a statement is its
 * own transaction, so a refusal or a unique violation leaves nothing written, and the move
 * takes one round trip where a transaction of the same steps takes four to eight. SQLite,
 * in-process, keeps the plain transactions.
 */

/** A key claimed by somebody before. */
const KEY_TAKEN = 'idempotency_keys_pk';

/** A claim as the statement writes it: with the answer the request gets. */
export interface ClaimWithAnswer extends Claim {
  answer: string;
}

/**
 * The `claim` step of a move's statement: the key's row with the answer, inserted for each row
 * of the move's last step `after` (none when refused). The statement's text is the same with a
 * key or without, so it is planned once.
 */
export function claimStep(after: string, claim: ClaimWithAnswer | undefined, at: string) {
  return sql`claim as (
    insert into idempotency_keys (scope, owner, idem_key, request_hash, answer, created_at)
    select ${claim?.id.scope ?? ''}, ${claim?.id.owner ?? ''}, ${claim?.id.key ?? ''},
      ${claim?.requestHash ?? ''}, ${claim?.answer ?? ''}, ${at}
    from ${sql.table(after)}
    where ${claim !== undefined}
    returning scope
  )`;
}

/**
 * Writes a move once per key: `write` (the statement; false when refused) with the claim
 * and `answer`, again when PostgreSQL asks. With a key somebody claimed before, the answer
 * given first under it instead (`written` false); and so too for a retry refused for its
 * balance, as the first request moved the points it now lacks (and, if still under way, held
 * the balance's row until it was done). Undefined when refused with no answer given before.
 */
export function onceInOneStatement<T>(
  deps: ServiceDeps,
  claim: Claim | undefined,
  answer: T,
  write: (claim: ClaimWithAnswer | undefined) => Promise<boolean>,
): Promise<{ answer: T; written: boolean } | undefined> {
  return inSpan('ledger transaction', async () => {
    const claimed = claim && { ...claim, answer: JSON.stringify(answer) };
    const replay = async () => ({ answer: await firstAnswer<T>(deps, claim!), written: false });
    // A statement tests the balance as it was when the statement began: one that waited for
    // a row lock while a credit was written is refused for the balance before the credit. A
    // refusal is so tried once more, as a new statement that sees what was written meanwhile.
    const attempt = async () => (await write(claimed)) || write(claimed);
    try {
      if (await retryingConflicts(attempt)) return { answer, written: true };
    } catch (error) {
      if (claim && violatedConstraint(error) === KEY_TAKEN) return replay();
      throw error;
    }
    if (claim && (await idempotencyRepository(deps.db).find(claim.id))) return replay();
    return undefined;
  });
}
