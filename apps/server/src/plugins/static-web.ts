import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonScriptBlock } from '../lib/html';
import { CONTENT_ADDRESSED } from '../modules/content/file-store';
import { accessList, appSettings } from '../modules/settings/settings.service';
import { subDomainOfHost } from './tenant';

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

/** The id of the settings block the web app reads before its first render. */
export const SETTINGS_BLOCK_ID = 'app-settings';

/**
 * The answers the app would otherwise ask for before its first screen (GetAppSettings for
 * the host's sub-domain, then GetAccess), built by the same code as those calls. Fresh on
 * every request: the shell is `no-cache`, so a retailer's change shows at the next start.
 * None for an unknown sub-domain: the app then asks as before (and may fall back to demo).
 */
async function settingsBlock(app: FastifyInstance, request: FastifyRequest) {
  const subDomain = subDomainOfHost(request.host);
  const tenant = await app.tenants.findBySubDomain(subDomain);
  if (!tenant) return '';
  return jsonScriptBlock(SETTINGS_BLOCK_ID, {
    subDomain,
    GetAppSettings: appSettings(tenant, app.publicOrigin(request)),
    GetAccess: accessList(tenant),
  }).value;
}

/** index.html as built, read again only when the file changes (a new build in place). */
function shellTemplate(file: string) {
  let cached: { mtimeMs: number; text: string } | undefined;
  return async () => {
    const { mtimeMs } = await fs.promises.stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, text: await fs.promises.readFile(file, 'utf8') };
    }
    return cached.text;
  };
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

    const shell = shellTemplate(path.join(webDist, 'index.html'));
    /**
     * The app shell with the tenant's settings. Built per request and sent without an ETag:
     * a 304 would bring back older settings. /index.html itself stays the bare file: the
     * service worker keeps that one for offline starts, and the app then asks as before.
     */
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const block = await settingsBlock(app, request);
      return reply
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send((await shell()).replace('</head>', `${block}</head>`));
    };
    if (hasWeb) app.get('/', sendShell);

    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && wantsAppShell(request)) return sendShell(request, reply);
      return reply.status(404).send({ STATUS: false, MESSAGE: 'Not found.' });
    });
  },
  { name: 'static-web', dependencies: ['clock', 'tenant'] },
);
