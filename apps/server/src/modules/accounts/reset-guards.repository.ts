import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The single-use grants a verified code hands out (only their hashes are stored). */
export function resetGrantsRepository(db: Kysely<Database>) {
  return {
    async issue(g: {
      tokenHash: string;
      tenantId: number;
      customerId: number;
      email: string;
      expiresAt: string;
      createdAt: string;
    }): Promise<void> {
      await db
        .insertInto('reset_grants')
        .values({
          token_hash: g.tokenHash,
          tenant_id: g.tenantId,
          customer_id: g.customerId,
          email: g.email,
          expires_at: g.expiresAt,
          created_at: g.createdAt,
        })
        .execute();
    },

    /**
     * Uses up a live grant of this tenant and e-mail in one statement: the customer id once,
     * undefined for a second try, another e-mail's grant or an expired one.
     */
    async consume(
      tokenHash: string,
      tenantId: number,
      email: string,
      now: string,
    ): Promise<number | undefined> {
      const row = await db
        .deleteFrom('reset_grants')
        .where('token_hash', '=', tokenHash)
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('expires_at', '>', now)
        .returning('customer_id')
        .executeTakeFirst();
      return row?.customer_id;
    },

    async deleteForCustomer(customerId: number): Promise<void> {
      await db.deleteFrom('reset_grants').where('customer_id', '=', customerId).execute();
    },

    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('reset_grants').where('expires_at', '<=', now).execute();
    },
  };
}

/** The code tries of an account over the last period, whatever code they were for. */
export function resetTriesRepository(db: Kysely<Database>) {
  const ofAccount = (tenantId: number, email: string) =>
    db.selectFrom('reset_tries').where('tenant_id', '=', tenantId).where('email', '=', email);
  const release = async (id: number) => {
    await db.deleteFrom('reset_tries').where('id', '=', id).execute();
  };

  return {
    /**
     * Takes one of the account's `max` tries of the period that started at `since`, before the
     * code is compared: the try is written first and then counted with every other, so parallel
     * tries cannot all pass (the later of two sees the earlier). The try's id, or undefined when
     * none is left.
     */
    async take(
      tenantId: number,
      email: string,
      at: string,
      since: string,
      max: number,
    ): Promise<number | undefined> {
      await db
        .deleteFrom('reset_tries')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('tried_at', '<=', since)
        .execute();
      const { id } = await db
        .insertInto('reset_tries')
        .values({ tenant_id: tenantId, email, tried_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { count } = await ofAccount(tenantId, email)
        .where('tried_at', '>', since)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) <= max) return id;
      await release(id);
      return undefined;
    },

    /** Gives a try back: the code was right, or it was never compared. */
    release,

    /** The times of the account's tries since `since`, oldest first. */
    async since(tenantId: number, email: string, since: string): Promise<string[]> {
      const rows = await ofAccount(tenantId, email)
        .select('tried_at')
        .where('tried_at', '>', since)
        .orderBy('tried_at')
        .execute();
      return rows.map((r) => r.tried_at);
    },

    async deleteOlderThan(since: string): Promise<void> {
      await db.deleteFrom('reset_tries').where('tried_at', '<=', since).execute();
    },
  };
}
