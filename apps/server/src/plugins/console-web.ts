import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE, webCacheHeaders } from './web-build';

export const CONSOLE_PREFIX = '/console';

/**
 * The console's pages load their own scripts and styles, call /api/admin on this origin and
 * show uploaded pictures (data: and blob: previews); unlike the customer app they need no
 * inline styles, WebAssembly, worker or manifest, so they are not allowed any.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

export const CONSOLE_NOT_BUILT =
  'The retailer console is not built: run `npm run build -w @loyalty/console` (or `npm start`).';

const wantsPage = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html') &&
  // A missing script or picture is a plain 404, never the page.
  !path.extname(request.url.split('?')[0] ?? '');

/** The console at /console/, its index.html answering every client-side route. */
async function consoleSite(app: FastifyInstance, dist: string): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('content-security-policy', CONSOLE_CSP);
    done();
  });
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    app.log.info({ consoleDist: dist }, 'console not built: /console/ answers 404');
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(404)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(CONSOLE_NOT_BUILT);
    // Only /console/: /console itself is the redirect of the plugin below.
    app.get('/', { prefixTrailingSlash: 'slash' }, notBuilt);
    app.get('/*', notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    // The customer app's static plugin owns reply.sendFile.
    decorateReply: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: webCacheHeaders(dist),
  });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsPage(request)) {
      return reply
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(path.join(dist, 'index.html')));
    }
    return reply.status(404).send({ STATUS: false, MESSAGE: 'Not found.' });
  });
}

/** Serves the built retailer console (apps/console) on every programme's host at /console/. */
export const consoleWebPlugin = fp(
  async (app) => {
    app.get(CONSOLE_PREFIX, async (_request, reply) => reply.redirect(`${CONSOLE_PREFIX}/`));
    await app.register(async (site) => consoleSite(site, app.config.consoleDist), {
      prefix: CONSOLE_PREFIX,
    });
  },
  { name: 'console-web' },
);
