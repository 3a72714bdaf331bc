import { NOTIFICATIONS_PAGE_MAX, registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../lib/limits';
import type { NotificationData } from './notify';
import { notificationsRepository } from './notifications.repository';

/** How many notifications a page holds when the app does not say. */
export const NOTIFICATIONS_PAGE = 20;

type Row = Awaited<ReturnType<ReturnType<typeof notificationsRepository>['page']>>[number];

function itemOf(row: Row) {
  const data = JSON.parse(row.data_json) as NotificationData;
  return {
    ID: row.id,
    KIND: row.kind,
    ...(data.points === undefined ? {} : { POINTS: data.points }),
    ...(data.reference === undefined ? {} : { REFERENCE: data.reference }),
    ...(data.value === undefined ? {} : { VALUE: data.value }),
    ...(data.until === undefined ? {} : { UNTIL: data.until }),
    CREATED_AT: row.created_at,
    READ: row.read_at !== null,
  };
}

/** The member's inbox, ours (docs/decisions/022-member-account.md): read a page, mark read. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const repo = notificationsRepository(app.db);

  app.call(registry.OurNotifications, {}, async ({ data, me }) => {
    const customer = me();
    const limit = Math.min(data.DATA.LIMIT ?? NOTIFICATIONS_PAGE, NOTIFICATIONS_PAGE_MAX);
    // One more than the page tells whether an older page follows.
    const rows = await repo.page(customer.customerId, data.DATA.BEFORE, limit + 1);
    const unread = await repo.unread(customer.customerId);
    return {
      STATUS: true,
      DATA: {
        ITEMS: rows.slice(0, limit).map(itemOf),
        UNREAD: unread,
        MORE: rows.length > limit,
      },
    };
  });

  app.call(registry.OurNotificationsRead, { limits: [LIMITS.writePerIp] }, async ({ data, me }) => {
    const customer = me();
    await repo.markRead(customer.customerId, data.DATA.UP_TO, app.now().toISOString());
    return { STATUS: true, DATA: { UNREAD: await repo.unread(customer.customerId) } };
  });
}
