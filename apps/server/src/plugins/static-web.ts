import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_ADDRESSED } from '../modules/content/file-store';

/** Paths the web app never owns: an unknown one there is a plain 404, not the app shell. */
const NOT_SPA = /^\/(api|config|files|dev)(\/|$)/;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Vite puts content-hashed bundles under assets/; everything else (index.html, sw.js,
// the manifest) must be revalidated so a new release is picked up.
const webCacheHeaders = (webDist: string) => (res: SetHeadersResponse, filePath: string) => {
  const hashed = path.relative(webDist, filePath).split(path.sep)[0] === 'assets';
  res.setHeader('cache-control', hashed ? IMMUTABLE : NO_CACHE);
};

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
 * at /, with the SPA fallback to index.html for client-side routes.
 */
export const staticWebPlugin = fp(
  async (app) => {
    const filesDir = path.join(app.config.dataDir, 'files');
    fs.mkdirSync(filesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: filesDir,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Logos and images are public and shown by tenant apps on other origins too.
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
        // A content-addressed name never changes meaning: cache it for ever.
        const forever = CONTENT_ADDRESSED.test(path.basename(filePath));
        res.setHeader('cache-control', forever ? IMMUTABLE : 'public, max-age=3600');
      },
    });

    const webDist = app.config.webDist;
    const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // The build writes .br and .gz beside each asset: send those to browsers that take them.
        preCompressed: true,
        cacheControl: false,
        setHeaders: webCacheHeaders(webDist),
      });
    } else {
      app.log.info({ webDist }, 'web app not built: serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && wantsAppShell(request)) {
        reply.header('cache-control', NO_CACHE);
        return reply.sendFile('index.html', webDist);
      }
      return reply.status(404).send({ STATUS: false, MESSAGE: 'Not found.' });
    });
  },
  { name: 'static-web', dependencies: ['clock'] },
);
