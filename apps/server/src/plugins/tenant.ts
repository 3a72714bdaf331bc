import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { subDomainOfHost } from '../lib/sub-domain';
import { publicOriginFor } from '../lib/public-origin';
import { cachedTenants } from '../modules/settings/tenant-cache';
import {
  tenantsRepository,
  type Tenant,
  type TenantsRepository,
} from '../modules/settings/tenants.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Programmes, kept a few seconds; `clear()` after a change so it shows at once. */
    tenants: TenantsRepository & { clear(): void };
    /** The retailer a public call is for: its client id in the body, else the host's sub-domain. */
    resolveTenant(request: FastifyRequest, body: unknown): Promise<Tenant>;
    /** The origin the customer reached us on (PUBLIC_ORIGIN wins), for absolute URLs. */
    publicOrigin(request: FastifyRequest): string;
  }
}

/** One label of a host name, and so a programme's sub-domain. */
const DNS_LABEL = /^[a-z0-9-]{1,63}$/;
const HOST_NAME = /^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/;
const IPV6_LITERAL = /^\[([0-9a-f:.]+)\]$/;

/**
 * Whether a Host (or trusted X-Forwarded-Host) is a host name of DNS labels, an IPv4 address
 * or a bracketed IPv6 address, with an optional port. Anything else (`evil%2ecom?.x`,
 * `a/b`, `user@host`) could turn the URLs built from it into links to another site.
 */
export function isValidHost(host: string): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host.toLowerCase());
  const name = match?.[1] ?? '';
  const port = match?.[2];
  if (port !== undefined && Number(port) > 65535) return false;
  const v6 = IPV6_LITERAL.exec(name);
  if (v6) return isIP(v6[1] ?? '') === 6;
  return name.length <= 253 && HOST_NAME.test(name);
}

const badHost = () => new AppError(400, 'BAD_HOST', 'The host name of the request is not valid.');

/** The origin the request was sent to, from its checked protocol and host. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host.toLowerCase()}`;
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
    app.decorateRequest('clientId', null);

    app.decorate('resolveTenant', async (request: FastifyRequest, body: unknown) => {
      const clientId = clientIdOf(body);
      const tenant =
        clientId === undefined
          ? await repo.findBySubDomain(subDomainOfHost(request.host))
          : await repo.findByClientId(clientId);
      if (!tenant) throw new AppError(400, 'UNKNOWN_CLIENT', 'Unknown client.');
      request.clientId = tenant.clientId;
      return tenant;
    });

    // Before anything reads the host: settings URLs, mail images and the programme all come
    // from it. The last host accepted is remembered, as nearly every request repeats it.
    let acceptedHost = '';
    app.addHook('onRequest', (request, _reply, done) => {
      const host = request.host;
      // The protocol too: a trusted X-Forwarded-Proto may say anything.
      const protocol = request.protocol;
      if (
        (protocol !== 'http' && protocol !== 'https') ||
        (host !== acceptedHost && !isValidHost(host))
      )
        return done(badHost());
      acceptedHost = host;
      done();
    });

    app.decorate('publicOrigin', (request: FastifyRequest) => {
      const configured = app.config.publicOrigin;
      if (!configured) return requestOrigin(request);
      if (!configured.includes('://*.')) return configured;
      const label = subDomainOfHost(request.host);
      // The hook above has checked the host; this keeps a URL from ever holding anything else.
      if (!DNS_LABEL.test(label)) throw badHost();
      return publicOriginFor(configured, label);
    });
  },
  { name: 'tenant', dependencies: ['db', 'clock'] },
);
