import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVICE_UNAVAILABLE } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the instance is in its stop: draining (not ready, still serving), then closing. */
    lifecycle: { draining: boolean; closing: boolean };
  }
}

const UNAVAILABLE_BODY = JSON.stringify({ STATUS: false, MESSAGE: SERVICE_UNAVAILABLE });

// Written out as text with its own type: a late file answer has already set an image or HTML
// type, under which Fastify would refuse an object.
function unavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('connection', 'close')
    .type('application/json; charset=utf-8')
    .send(UNAVAILABLE_BODY);
}

/**
 * The stop and the time limit of an answer, in the product's `{STATUS:false, MESSAGE}` form:
 * a request that reaches a closing server gets 503 (Fastify's own 503 has another shape, so
 * it is turned off in app.ts), and an answer not ready within `responseTimeoutMs` gets 503
 * too. The work behind a late answer ends at the database's own timeouts; what it sends then
 * is dropped.
 *
 * The answers under way are kept with their deadlines and swept a few times per limit, rather
 * than given a timer each: every call runs these hooks, and a timer per request (with async
 * hooks around it) cost the busiest read measurably (BENCHMARKS.md). A late answer's 503 so
 * comes a little after its deadline, by at most one sweep's interval.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const state = { draining: false, closing: false };
    app.decorate('lifecycle', state);
    app.addHook('preClose', async () => {
      state.draining = true;
      state.closing = true;
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (state.closing) return void unavailable(reply);
      done();
    });

    const limit = app.config.responseTimeoutMs;
    const underWay = new Map<FastifyRequest, { reply: FastifyReply; deadline: number }>();
    app.addHook('preHandler', (request, reply, done) => {
      // A multipart upload is still arriving when its handler starts; REQUEST_TIMEOUT_MS
      // bounds that, and the picture's work after it is bounded by the upload's size.
      if (!request.headers['content-type']?.startsWith('multipart/')) {
        underWay.set(request, { reply, deadline: performance.now() + limit });
      }
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      underWay.delete(request);
      done();
    });
    const sweep = setInterval(
      () => {
        const now = performance.now();
        for (const [request, { reply, deadline }] of underWay) {
          // An answer already on its way (a file streaming to a slow client) is left alone,
          // and so is a request whose client has gone.
          if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) {
            underWay.delete(request);
          } else if (now >= deadline) {
            underWay.delete(request);
            request.log.warn({ limitMs: limit }, 'answer not ready in time: 503');
            void unavailable(reply);
          }
        }
      },
      Math.max(10, Math.min(1_000, limit / 4)),
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'lifecycle', dependencies: ['clock', 'error-handler'] },
);
