import {
  feedbackReport,
  membersReport,
  pointsReport,
  reportQuery,
  vouchersReport,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from './admin-route';
import { reportsService } from './reports.service';

/** The dashboard's reports: members, points, vouchers and feedback per month. */
export function reportsAdminRoutes(app: FastifyInstance): void {
  const reports = reportsService({ db: app.db, now: app.now });
  const roles = ['owner', 'manager'] as const;

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/reports/members',
      roles,
      summary: 'Members: the total, those active in the last 30 days, and new ones per month',
      query: reportQuery,
      response: membersReport,
    },
    ({ who, query }) => reports.members(who.tenant, query),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/reports/points',
      roles,
      summary: 'Points issued, taken back, redeemed and expired per month; the liability now',
      query: reportQuery,
      response: pointsReport,
    },
    ({ who, query }) => reports.points(who.tenant, query),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/reports/vouchers',
      roles,
      summary: 'Vouchers issued and used per month, and those open now',
      query: reportQuery,
      response: vouchersReport,
    },
    ({ who, query }) => reports.vouchers(who.tenant, query),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/reports/feedback',
      roles,
      summary: 'Average feedback rating per month and per question',
      query: reportQuery,
      response: feedbackReport,
    },
    ({ who, query }) => reports.feedback(who.tenant, query),
  );
}
