import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database';

export interface AuditFilter {
  staffId?: number | undefined;
  /** An action, or the group it names (`staff` matches `staff.invite`). */
  action?: string | undefined;
  customerId?: number | undefined;
  /** ISO instants: from included, until excluded. */
  from?: string | undefined;
  until?: string | undefined;
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;

/** Reading the audit log (it is written by modules/audit/audit.ts only). */
export function auditLogRepository(db: Kysely<Database>) {
  function filtered<O>(
    query: SelectQueryBuilder<Database, 'audit_log', O>,
    tenantId: number,
    f: AuditFilter,
  ) {
    let q = query.where('tenant_id', '=', tenantId);
    if (f.staffId !== undefined)
      q = q.where('actor_kind', '=', 'staff').where('actor_id', '=', f.staffId);
    const action = f.action;
    if (action !== undefined)
      q = q.where((eb) =>
        eb.or([
          eb('action', '=', action),
          sql<boolean>`${sql.ref('action')} like ${likePrefix(action)} escape '\\'`,
        ]),
      );
    if (f.customerId !== undefined) q = q.where('customer_id', '=', f.customerId);
    if (f.from !== undefined) q = q.where('at', '>=', f.from);
    if (f.until !== undefined) q = q.where('at', '<', f.until);
    return q;
  }

  return {
    async page(tenantId: number, f: AuditFilter, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        filtered(db.selectFrom('audit_log').selectAll(), tenantId, f)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        filtered(
          db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')),
          tenantId,
          f,
        ).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
