import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface LiveSession {
  idHash: string;
  expiresAt: string;
  customerId: number;
  tenantId: number;
  clientId: number;
  custCode: string;
  email: string;
  mobile: string;
}

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async insert(s: {
      idHash: string;
      customerId: number;
      tenantId: number;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id_hash: s.idHash,
          customer_id: s.customerId,
          tenant_id: s.tenantId,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
        })
        .execute();
    },

    async findLive(idHash: string, now: string): Promise<LiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('customers', 'customers.id', 'sessions.customer_id')
        .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
        .select([
          'sessions.id_hash',
          'sessions.expires_at',
          'sessions.customer_id',
          'sessions.tenant_id',
          'tenants.client_id',
          'customers.cust_code',
          'customers.email',
          'customers.mobile',
        ])
        .where('sessions.id_hash', '=', idHash)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
      return (
        row && {
          idHash: row.id_hash,
          expiresAt: row.expires_at,
          customerId: row.customer_id,
          tenantId: row.tenant_id,
          clientId: Number(row.client_id),
          custCode: row.cust_code,
          email: row.email,
          mobile: row.mobile,
        }
      );
    },

    async extend(idHash: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute();
    },

    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    /** Ends every session of a customer except, optionally, the one making the request. */
    async deleteForCustomer(customerId: number, keepIdHash?: string): Promise<void> {
      let q = db.deleteFrom('sessions').where('customer_id', '=', customerId);
      if (keepIdHash) q = q.where('id_hash', '!=', keepIdHash);
      await q.execute();
    },

    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
