import {
  keyIdParams,
  tillKeyCreated,
  tillKeyCreateRequest,
  tillKeyInfo,
  tillKeyList,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from './admin-route';
import { keysService } from './keys.service';

const OWNERS = ['owner'] as const;

/** The programme's per-till API keys (owners only). */
export function keysRoutes(app: FastifyInstance): void {
  const service = () => keysService({ db: app.db, now: app.now });

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/keys',
      roles: OWNERS,
      summary: "The programme's till keys (never the keys themselves), newest first",
      response: tillKeyList,
    },
    async ({ who }) => service().list(who.tenant.id),
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/keys',
      roles: OWNERS,
      summary: 'Create a named till key; the key is in this answer only',
      body: tillKeyCreateRequest,
      response: tillKeyCreated,
    },
    async ({ who, body }) => service().create(who.tenant.id, body.name, who.staffId, who.audit),
  );

  adminRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/keys/:keyId',
      roles: OWNERS,
      summary: 'Revoke a till key (its till is refused from the next call)',
      params: keyIdParams,
      response: tillKeyInfo,
    },
    async ({ who, params }) => service().revoke(who.tenant.id, params.keyId, who.audit),
  );
}
