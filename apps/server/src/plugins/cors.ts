import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { subDomainOfHost } from '../lib/sub-domain';
import { requestOrigin } from './tenant';

const ALLOWED_HEADERS = 'content-type, idempotency-key';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';

/** Methods that change nothing; any other from a foreign page is refused. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An origin without the port its scheme implies, as a browser writes Origin. */
const withoutDefaultPort = (origin: string) =>
  origin.replace(origin.startsWith('https:') ? /:443$/ : /:80$/, '');

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether `origin` is the request's own (or the configured public) origin. */
    isOwnOrigin(request: FastifyRequest, origin: string): boolean;
  }
}

const foreignOrigin = () =>
  new AppError(403, 'FOREIGN_ORIGIN', 'Requests from another site are not accepted.');

/**
 * Cross-origin calls only from the origins the request's programme lists (its own web app
 * elsewhere); the programme is the one of the host the call was sent to, so an origin one
 * retailer lists gets nothing on another retailer's host. A state-changing request from any
 * other origin is refused before its body is read: SameSite keeps the session cookie off a
 * foreign page's requests, and this is the second lock (a multipart upload needs no
 * preflight). Requests without an Origin (tills, curl, the vendor's native app) pass.
 */
export const corsPlugin = fp(
  async (app) => {
    /** The request's own origin, or the configured public one (a proxy may not say https). */
    const isOwnOrigin = (request: FastifyRequest, origin: string) => {
      const own = requestOrigin(request);
      return (
        origin === own || origin === withoutDefaultPort(own) || origin === app.publicOrigin(request)
      );
    };
    app.decorate('isOwnOrigin', isOwnOrigin);

    async function isAllowed(request: FastifyRequest, origin: string): Promise<boolean> {
      const tenant = await app.tenants.findBySubDomain(subDomainOfHost(request.host));
      return tenant !== undefined && (await app.tenants.isAllowedOrigin(tenant.id, origin));
    }

    async function answer(request: FastifyRequest, reply: FastifyReply, origin: string) {
      reply.header('vary', 'Origin');
      const allowed = !isOwnOrigin(request, origin) && (await isAllowed(request, origin));
      if (allowed) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
      }
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        if (allowed) {
          reply.header('access-control-allow-methods', ALLOWED_METHODS);
          reply.header('access-control-allow-headers', ALLOWED_HEADERS);
          reply.header('access-control-max-age', '600');
        }
        return reply.status(204).send();
      }
      if (!allowed && !SAFE_METHODS.has(request.method)) throw foreignOrigin();
    }

    app.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      if (!origin) {
        // Browsers send Origin on every cross-site POST; should one arrive without it (a
        // privacy extension strips it), Sec-Fetch-Site still tells where it came from.
        const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
        done(crossSite && !SAFE_METHODS.has(request.method) ? foreignOrigin() : undefined);
        return;
      }
      // Most requests are the app's own: nothing to do, and no promise to make for it.
      if (request.method !== 'OPTIONS' && isOwnOrigin(request, origin)) {
        done();
        return;
      }
      answer(request, reply, origin).then(() => done(), done);
    });
  },
  { name: 'cors', dependencies: ['tenant'] },
);
