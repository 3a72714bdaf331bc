import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { html, jsonScriptBlock } from '../lib/html';
import { CONTENT_ADDRESSED } from '../modules/content/file-store';
import { promotionsService } from '../modules/promotions/promotions.service';
import { accessList, appSettings } from '../modules/settings/settings.service';
import { SESSION_COOKIE } from './session';
import { subDomainOfHost } from '../lib/sub-domain';

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

type Promotions = ReturnType<typeof promotionsService>;
type PromotionList = Awaited<ReturnType<Promotions['list']>>;

/**
 * The screens whose first paint is the promotions list, with the call each makes for it
 * (home asks the base address, the offers screens the admin one; both answer the tenant's
 * list, the same for every customer) and, for an opened offer, which promotion it shows.
 */
function promotionsScreen(
  pathname: string,
): { call: 'LoyGetPromotions' | 'LoyGetPromotionsAdmin'; offer?: [string, string] } | undefined {
  if (matchesRoute('/home', pathname)) return { call: 'LoyGetPromotions' };
  if (matchesRoute('/offers', pathname)) return { call: 'LoyGetPromotionsAdmin' };
  if (matchesRoute('/offers/single/:promoId/:promoCode', pathname)) {
    const [, , , promoId = '', promoCode = ''] = pathname.split('/');
    try {
      return {
        call: 'LoyGetPromotionsAdmin',
        offer: [decodeURIComponent(promoId), decodeURIComponent(promoCode)],
      };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A promotion picture's address, joined to the file server as the web app joins it. */
function pictureUrl(origin: string, name: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(name)) return name;
  return `${origin}/files/${name.replace(/^\/+/, '')}`;
}

/**
 * The picture a promotions screen paints largest: the first shown promotion's on a list (the
 * web app shows only those whose `valid` is Y, in the order of the answer), the opened one's
 * first picture on an offer. None when that promotion has no picture.
 */
function firstPicture(
  list: PromotionList,
  offer: [string, string] | undefined,
): string | undefined {
  const promotions = (('PROMOTIONS' in list ? list.PROMOTIONS : undefined) ?? []).filter(
    (p) => String(p.valid).toUpperCase() === 'Y',
  );
  const shown = offer
    ? promotions.find((p) => String(p.PROMO_ID) === offer[0] && p.PROMO_CODE === offer[1])
    : promotions[0];
  const picture = shown?.PROMO_IMAGE;
  return picture ? String(picture) : undefined;
}

/**
 * The answers the app would otherwise ask for before its first screen (GetAppSettings for
 * the host's sub-domain, then GetAccess), built by the same code as those calls, and on a
 * promotions screen that screen's promotions answer with a preload of its largest picture.
 * The landing (`/`) opens on the splash, whose largest paint is the retailer's logo: it is
 * preloaded too, so it downloads beside the scripts rather than after they have run (not for
 * a signed-in customer, whom the landing sends on to /home).
 * Only tenant-wide answers go in: nothing here depends on who is signed in. Fresh on every
 * request: the shell is `no-cache`, so a retailer's change shows at the next start. None
 * for an unknown sub-domain: the app then asks as before (and may fall back to demo).
 */
async function settingsBlock(
  app: FastifyInstance,
  promotions: Promotions,
  request: FastifyRequest,
) {
  const subDomain = subDomainOfHost(request.host);
  const tenant = await app.tenants.findBySubDomain(subDomain);
  if (!tenant) return '';
  const origin = app.publicOrigin(request);
  const pathname = request.url.split('?')[0] ?? '/';
  const settings = appSettings(tenant, origin);
  const screen = promotionsScreen(pathname);
  const list = screen ? await promotions.list(tenant) : undefined;
  const picture =
    list && screen
      ? firstPicture(list, screen.offer)
      : pathname === '/' && !request.cookies[SESSION_COOKIE]
        ? settings.LogoURL && String(settings.LogoURL)
        : undefined;
  const block = jsonScriptBlock(SETTINGS_BLOCK_ID, {
    subDomain,
    GetAppSettings: settings,
    GetAccess: accessList(tenant),
    ...(screen && list ? { [screen.call]: list } : {}),
  }).value;
  if (!picture) return block;
  const href = pictureUrl(origin, picture);
  return block + html`<link rel="preload" as="image" fetchpriority="high" href="${href}" />`.value;
}

/** A file of the build, read again only when it changes (a new build in place). */
function buildFile<T>(file: string, read: (text: string) => T, missing: T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async (): Promise<T> => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return missing;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, value: read(await fs.promises.readFile(file, 'utf8')) };
    }
    return cached.value;
  };
}

/** What the web build says each screen's address loads beyond the entry chunk. */
interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
}

/** Whether an address matches a screen's pattern (`:name` stands for one segment). */
function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

/**
 * Links that let the browser fetch the screen's chunks and style sheets beside the entry
 * chunk, rather than only once the entry has run and the router asks for them.
 */
function preloadLinks(preloads: RoutePreload[], url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const route = preloads.find((r) => matchesRoute(r.path, pathname));
  if (!route) return '';
  return [
    ...route.css.map((href) => html`<link rel="stylesheet" crossorigin href="${href}" />`),
    ...route.js.map((href) => html`<link rel="modulepreload" crossorigin href="${href}" />`),
  ].join('');
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
    const preloads = buildFile(
      path.join(webDist, '.vite', 'route-preloads.json'),
      (text) => JSON.parse(text) as RoutePreload[],
      [],
    );
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
