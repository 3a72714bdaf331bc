import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/programme-tables';
import '../../db/tables/notifications';

/** The personal columns an erasure empties (e-mail and mobile get a free placeholder). */
export const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'birth_date',
  'gender',
  'nationality',
  'country_code',
  'country',
  'city_code',
  'city',
  'area_code',
  'area',
  'addr1',
  'addr2',
  'addr3',
  'comp_name',
  'profile_image',
] as const;

/** The SQL of blocking and erasing a customer; call inside the transaction of the change. */
export function customerStandingRepository(db: Kysely<Database>) {
  return {
    async lockedRow(tenantId: number, customerId: number) {
      return db
        .selectFrom('customers')
        .select(['id', 'email', 'first_name', 'profile_image', 'blocked_at', 'erased_at'])
        .where('id', '=', customerId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
    },

    async setBlocked(customerId: number, blockedAt: string | null, at: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ blocked_at: blockedAt, updated_at: at })
        .where('id', '=', customerId)
        .execute();
    },

    async endSessions(customerId: number): Promise<void> {
      await db.deleteFrom('sessions').where('customer_id', '=', customerId).execute();
    },

    /**
     * Empties the personal columns. The e-mail and mobile become `erased-<id>`: unique, never
     * an address or a number, so both are free for a new sign-up and nobody can sign in.
     */
    async anonymise(customerId: number, at: string): Promise<void> {
      const placeholder = `erased-${customerId}`;
      const empty = Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, '']));
      await db
        .updateTable('customers')
        .set({
          ...empty,
          email: placeholder,
          mobile: placeholder,
          password_hash: '',
          erased_at: at,
          updated_at: at,
        })
        .where('id', '=', customerId)
        .execute();
    },

    /**
     * Voids the customer's live vouchers: nobody can show them at a till any more. Like a
     * reversed bill's voucher it expires now, so every path that uses one refuses it.
     */
    async voidVouchers(customerId: number, at: string): Promise<number> {
      const live = await db
        .updateTable('vouchers')
        .set({ voided_at: at, expires_at: at })
        .where('customer_id', '=', customerId)
        .where('status', '=', 'new')
        .where('voided_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      // Expired ones keep their date; they are marked void too, so none reads as merely expired.
      await db
        .updateTable('vouchers')
        .set({ voided_at: at })
        .where('customer_id', '=', customerId)
        .where('status', '=', 'new')
        .where('voided_at', 'is', null)
        .execute();
      return Number(live.numUpdatedRows);
    },

    /** What else names the customer: codes, resets, pending changes, mails, free-text answers. */
    async forgetTraces(tenantId: number, customerId: number, email: string): Promise<void> {
      await db.deleteFrom('sessions').where('customer_id', '=', customerId).execute();
      await db.deleteFrom('reset_grants').where('customer_id', '=', customerId).execute();
      await db.deleteFrom('email_changes').where('customer_id', '=', customerId).execute();
      await db.deleteFrom('notifications').where('customer_id', '=', customerId).execute();
      await db
        .deleteFrom('idempotency_keys')
        .where('owner', '=', `customer:${customerId}`)
        .execute();
      await db
        .updateTable('feedback_ratings')
        .set({ other_feedback: '' })
        .where('customer_id', '=', customerId)
        .execute();
      if (email === '') return;
      await db
        .deleteFrom('otps')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .execute();
      await db
        .deleteFrom('reset_tries')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .execute();
      await db
        .deleteFrom('outbox')
        .where('tenant_id', '=', tenantId)
        .where('to_address', '=', email)
        .execute();
    },

    /** Whether another customer's row still names the (content-addressed, shared) file. */
    async pictureInUse(name: string): Promise<boolean> {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where('profile_image', '=', name)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
