import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { StaffTable } from '../../db/tables/staff';

export type StaffRow = Selectable<StaffTable>;

/** Staff accounts and their sessions. */
export function staffRepository(db: Kysely<Database>) {
  return {
    findByEmail(tenantId: number, email: string): Promise<StaffRow | undefined> {
      return db
        .selectFrom('staff')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirst();
    },

    findById(tenantId: number, id: number): Promise<StaffRow | undefined> {
      return db
        .selectFrom('staff')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(row: {
      tenant_id: number;
      email: string;
      name: string;
      role: StaffRow['role'];
      password_hash?: string;
      created_at: string;
    }): Promise<number> {
      const inserted = await db
        .insertInto('staff')
        .values({ ...row, updated_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async signedIn(id: number, at: string): Promise<void> {
      await db.updateTable('staff').set({ last_sign_in_at: at }).where('id', '=', id).execute();
    },

    async insertSession(row: {
      id_hash: string;
      staff_id: number;
      tenant_id: number;
      created_at: string;
      expires_at: string;
    }): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({ ...row, last_seen_at: row.created_at })
        .execute();
    },

    /** The live session's member, active and of the session's programme. */
    findSession(idHash: string, now: string, idleSince: string) {
      return db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff as m', 'm.id', 's.staff_id')
        .select([
          's.id_hash as idHash',
          's.last_seen_at as lastSeenAt',
          'm.id',
          'm.tenant_id as tenantId',
          'm.email',
          'm.name',
          'm.role',
        ])
        .where('s.id_hash', '=', idHash)
        .where('s.expires_at', '>', now)
        .where('s.last_seen_at', '>', idleSince)
        .where('m.active', '=', 1)
        .whereRef('m.tenant_id', '=', 's.tenant_id')
        .executeTakeFirst();
    },

    async touchSession(idHash: string, at: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: at })
        .where('id_hash', '=', idHash)
        .execute();
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteSessionsOf(staffId: number): Promise<void> {
      await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
    },

    async deleteExpiredSessions(now: string, idleSince: string): Promise<void> {
      await db
        .deleteFrom('staff_sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
        .execute();
    },
  };
}
