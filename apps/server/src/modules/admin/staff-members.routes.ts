import {
  pageQuery,
  staffIdParams,
  staffInviteRequest,
  staffMember,
  staffPage,
  staffUpdateRequest,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from './admin-route';
import { staffMembersService } from './staff-members.service';

const OWNERS = ['owner'] as const;

/** The programme's staff: the list, invitations and changes (owners only). */
export function staffMembersRoutes(app: FastifyInstance): void {
  const service = () =>
    staffMembersService({ db: app.db, dialect: app.dialect, now: app.now, mailer: app.mailer });

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/staff',
      roles: OWNERS,
      summary: "The programme's staff, active first",
      query: pageQuery,
      response: staffPage,
    },
    async ({ who, query }) => service().page(who.tenant.id, query.page, query.size),
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/staff',
      roles: OWNERS,
      summary: 'Invite a member by e-mail (the mailed link sets their password)',
      body: staffInviteRequest,
      response: staffMember,
    },
    async ({ who, body, request }) =>
      service().invite(who.tenant, body, app.publicOrigin(request), who.audit),
  );

  adminRoute(
    app,
    {
      method: 'PATCH',
      url: '/api/admin/staff/:staffId',
      roles: OWNERS,
      summary: "Change a member's name or role, or deactivate them (ends their sessions)",
      params: staffIdParams,
      body: staffUpdateRequest,
      response: staffMember,
    },
    async ({ who, params, body }) =>
      service().update(who.tenant.id, params.staffId, body, who.staffId, who.audit),
  );
}
