import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const ALLOWED_HEADERS = 'content-type, idempotency-key';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';

function sameOrigin(request: FastifyRequest, origin: string): boolean {
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Cross-origin calls only from the origins a tenant lists (its own web app elsewhere).
 * Nothing is granted to any other origin, so a foreign page can neither read answers nor,
 * because every call needs a JSON body (a preflighted request), send one with the cookie.
 */
export const corsPlugin = fp(
  async (app) => {
    async function allow(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const origin = request.headers.origin;
      if (!origin || sameOrigin(request, origin)) return false;
      reply.header('vary', 'Origin');
      if (!(await app.tenants.isAllowedOrigin(origin))) return false;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      return true;
    }

    async function answer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const allowed = await allow(request, reply);
      const preflight =
        request.method === 'OPTIONS' && request.headers['access-control-request-method'];
      if (!preflight) return;
      if (allowed) {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', '600');
      }
      return reply.status(204).send();
    }

    app.addHook('onRequest', (request, reply, done) => {
      // Most requests carry no Origin of another site and are no preflight: nothing to do,
      // and no promise to make for it.
      const origin = request.headers.origin;
      if (request.method !== 'OPTIONS' && (!origin || sameOrigin(request, origin))) {
        done();
        return;
      }
      answer(request, reply).then(() => done(), done);
    });
  },
  { name: 'cors', dependencies: ['tenant'] },
);
