import type { FastifyReply } from 'fastify';
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
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const state = { draining: false, closing: false };
    app.decorate('lifecycle', state);
    app.addHook('preClose', async () => {
      state.draining = true;
      state.closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (state.closing) return unavailable(reply);
    });

    const limit = app.config.responseTimeoutMs;
    const timers = new WeakMap<object, NodeJS.Timeout>();
    app.addHook('preHandler', async (request, reply) => {
      // A multipart upload is still arriving when its handler starts; REQUEST_TIMEOUT_MS
      // bounds that, and the picture's work after it is bounded by the upload's size.
      if (request.headers['content-type']?.startsWith('multipart/')) return;
      timers.set(
        request,
        setTimeout(() => {
          // An answer already on its way (a file streaming to a slow client) is left alone.
          if (reply.sent || reply.raw.headersSent) return;
          request.log.warn({ limitMs: limit }, 'answer not ready in time: 503');
          void unavailable(reply);
        }, limit),
      );
    });
    const clear = async (request: object) => clearTimeout(timers.get(request));
    app.addHook('onResponse', clear);
    app.addHook('onRequestAbort', clear);
  },
  { name: 'lifecycle', dependencies: ['clock', 'error-handler'] },
);
