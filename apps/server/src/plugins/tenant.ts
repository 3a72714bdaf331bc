import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { publicOriginFor } from '../modules/ops/public-origin';
import { cachedTenants } from '../modules/settings/tenant-cache';
import {
  tenantsRepository,
  type Tenant,
  type TenantsRepository,
} from '../modules/settings/tenants.repository';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantsRepository;
    /** The retailer a public call is for: its client id in the body, else the host's sub-domain. */
    resolveTenant(request: FastifyRequest, body: unknown): Promise<Tenant>;
    /** The origin the customer reached us on (PUBLIC_ORIGIN wins), for absolute URLs. */
    publicOrigin(request: FastifyRequest): string;
  }
}

export const DEMO_SUB_DOMAIN = 'demo';

/**
 * The first label of the host name (`lite.localhost` → `lite`). A bare `localhost`, an IP
 * address or a one-label development host maps to the demo programme.
 */
export function subDomainOfHost(host: string): string {
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (/^[\d.]+$/.test(name) || name.includes(':') || !name.includes('.')) return DEMO_SUB_DOMAIN;
  return name.split('.')[0] ?? DEMO_SUB_DOMAIN;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The client id in any of the casings and places the vendor's clients use. */
export function clientIdOf(body: unknown): number | undefined {
  const data = isRecord(body) ? body.DATA : undefined;
  const tran = isRecord(data) && Array.isArray(data.TRAN) ? data.TRAN[0] : undefined;
  const topTran = isRecord(body) && Array.isArray(body.TRAN) ? body.TRAN[0] : undefined;
  for (const obj of [data, body, tran, topTran]) {
    if (!isRecord(obj)) continue;
    for (const key of ['CLIENT_ID', 'client_id', 'Client_id', 'ClientId']) {
      const value = obj[key];
      if (
        (typeof value === 'number' || typeof value === 'string') &&
        /^\d+$/.test(String(value).trim())
      ) {
        return Number(String(value).trim());
      }
    }
  }
  return undefined;
}

export const tenantPlugin = fp(
  async (app) => {
    const repo = cachedTenants(tenantsRepository(app.db));
    app.decorate('tenants', repo);

    app.decorate('resolveTenant', async (request: FastifyRequest, body: unknown) => {
      const clientId = clientIdOf(body);
      const tenant =
        clientId === undefined
          ? await repo.findBySubDomain(subDomainOfHost(request.host))
          : await repo.findByClientId(clientId);
      if (!tenant) throw new AppError(400, 'UNKNOWN_CLIENT', 'Unknown client.');
      return tenant;
    });

    app.decorate('publicOrigin', (request: FastifyRequest) => {
      const configured = app.config.publicOrigin;
      if (configured) return publicOriginFor(configured, subDomainOfHost(request.host));
      return `${request.protocol}://${request.host}`;
    });
  },
  { name: 'tenant', dependencies: ['db', 'clock'] },
);
