import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promotionsService } from '../modules/promotions/promotions.service';
import { settingsBlock } from './shell-settings';
import { serveTenantFiles } from './tenant-files';
import {
  buildFile,
  NO_CACHE,
  preloadLinks,
  readRouteManifest,
  ROUTE_MANIFEST,
  webCacheHeaders,
} from './web-build';

/** Paths the web app never owns: an unknown one there is a plain 404, not the app shell. */
const NOT_SPA = /^\/(api|config|files|dev)(\/|$)/;

function wantsAppShell(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SPA.test(url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves tenant files (logos, images) at /files/ and, when it has been built, the web app
 * at /, with the SPA fallback to the app shell for client-side routes. What goes into the
 * shell's head is built elsewhere: the tenant's answers (`shell-settings.ts`) and the
 * screen's chunks (`web-build.ts`).
 */
export const staticWebPlugin = fp(
  async (app) => {
    const filesDir = await serveTenantFiles(app);

    const webDist = app.config.webDist;
    const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // .vite/ holds the build's manifests, for this server to read, not to publish.
        dotfiles: 'ignore',
        // The build writes .br and .gz beside each asset: send those to browsers that take them.
        preCompressed: true,
        cacheControl: false,
        setHeaders: webCacheHeaders(webDist),
      });
    } else {
      app.log.info({ webDist }, 'web app not built: serving the API only');
    }

    const promotions = promotionsService({
      db: app.db,
      dialect: app.dialect,
      now: app.now,
      filesDir,
    });
    const shell = buildFile(path.join(webDist, 'index.html'), (text) => text, '');
    const preloads = buildFile(path.join(webDist, ROUTE_MANIFEST), readRouteManifest, []);
    /**
     * The app shell with the tenant's settings. Built per request and sent without an ETag:
     * a 304 would bring back older settings. /index.html itself stays the bare file: the
     * service worker keeps that one for offline starts, and the app then asks as before.
     */
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const head =
        (await settingsBlock(app, promotions, request)) +
        preloadLinks(await preloads(), request.url);
      return (
        reply
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          // A function, so that `$'` or `$&` in a retailer's text is written as it is.
          .send((await shell()).replace('</head>', () => `${head}</head>`))
      );
    };
    if (hasWeb) app.get('/', sendShell);

    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && wantsAppShell(request)) return sendShell(request, reply);
      return reply.status(404).send({ STATUS: false, MESSAGE: 'Not found.' });
    });
  },
  { name: 'static-web', dependencies: ['clock', 'tenant'] },
);
