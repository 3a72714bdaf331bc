import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/database';
import '../../db/programme-tables';
import type { CustomerRow } from './customers.repository';

/**
 * The customer's row as a session carries it: everything but the password hash, the block
 * and erasure times (both end every session when they are set) and the language (read by the
 * few calls that need it, so every other call's session check stays as it was).
 */
export type SessionCustomerRow = Omit<
  CustomerRow,
  'password_hash' | 'blocked_at' | 'erased_at' | 'language'
>;

/** The columns of `SessionCustomerRow`, read with the session in one query. */
const CUSTOMER_COLUMNS = [
  'customers.id',
  'customers.tenant_id',
  'customers.cust_code',
  'customers.card_no',
  'customers.first_name',
  'customers.last_name',
  'customers.email',
  'customers.mobile',
  'customers.birth_date',
  'customers.gender',
  'customers.nationality',
  'customers.country_code',
  'customers.country',
  'customers.city_code',
  'customers.city',
  'customers.area_code',
  'customers.area',
  'customers.addr1',
  'customers.addr2',
  'customers.addr3',
  'customers.comp_name',
  'customers.profile_image',
  'customers.card_type',
  'customers.points_balance',
  'customers.points_expired',
  'customers.created_at',
  'customers.updated_at',
] as const satisfies readonly `customers.${keyof SessionCustomerRow}`[];

/** The session check of every customer call: built once, it costs only its run. */
const FIND_LIVE = compiledOnce(
  ['idHash', 'now'],
  (db: Kysely<Database>, v: { idHash: string; now: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('customers', 'customers.id', 'sessions.customer_id')
      .innerJoin('tenants', 'tenants.id', 'sessions.tenant_id')
      // The history's version too, so a history answer needs no read of its own before it.
      .leftJoin('history_versions', 'history_versions.customer_id', 'customers.id')
      .select([
        'sessions.id_hash',
        'sessions.expires_at',
        'sessions.tenant_id as session_tenant_id',
        'tenants.client_id',
        'history_versions.version as history_version',
        ...CUSTOMER_COLUMNS,
      ])
      .where('sessions.id_hash', '=', v.idHash)
      .where('sessions.expires_at', '>', v.now),
);

export interface LiveSession {
  idHash: string;
  expiresAt: string;
  customerId: number;
  tenantId: number;
  clientId: number;
  custCode: string;
  email: string;
  mobile: string;
  /** The version of the customer's history (migration 020) when the session was checked. */
  historyVersion: number;
  /**
   * The customer's row as it was when the session was checked, at the start of the request:
   * handlers that only read the customer use it instead of reading the row again.
   */
  row: SessionCustomerRow;
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
      const [row] = await FIND_LIVE.execute(db, { idHash, now });
      if (!row) return undefined;
      return {
        idHash: row.id_hash,
        expiresAt: row.expires_at,
        customerId: row.id,
        tenantId: row.session_tenant_id,
        clientId: Number(row.client_id),
        custCode: row.cust_code,
        email: row.email,
        mobile: row.mobile,
        historyVersion: row.history_version === null ? 0 : Number(row.history_version),
        // The row as read (its few session columns too): copying it without them would cost
        // more than the whole query on every call.
        row,
      };
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
