import { auditPage, auditQuery, type AuditEntryView } from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../lib/clock';
import { adminRoute } from './admin-route';
import { auditLogRepository } from './audit-log.repository';

const record = (json: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/** The audit log, newest first: who changed what, by staff member, action, customer and day. */
export function auditLogRoutes(app: FastifyInstance): void {
  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/audit',
      roles: ['owner', 'manager'],
      summary: 'The audit log of admin and command-line writes, newest first',
      query: auditQuery,
      response: auditPage,
    },
    async ({ who, query }) => {
      const filter = {
        staffId: query.staff,
        action: query.action,
        customerId: query.customer,
        from: query.from && `${query.from}T00:00:00.000Z`,
        until: query.to && addDays(new Date(`${query.to}T00:00:00.000Z`), 1).toISOString(),
      };
      const { rows, total } = await auditLogRepository(app.db).page(
        who.tenant.id,
        filter,
        (query.page - 1) * query.size,
        query.size,
      );
      const items = rows.map((r): AuditEntryView => ({
        id: r.id,
        at: r.at,
        actor: { kind: r.actor_kind, id: r.actor_id, name: r.actor_name, role: r.actor_role },
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        customerId: r.customer_id,
        before: record(r.before_json),
        after: record(r.after_json),
        clientAddress: r.client_address,
      }));
      return { items, page: query.page, size: query.size, total };
    },
  );
}
