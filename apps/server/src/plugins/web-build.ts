import fs from 'node:fs';
import path from 'node:path';
import type { SetHeadersResponse } from '@fastify/static';
import { z } from 'zod';
import { html } from '../lib/html';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Vite puts content-hashed bundles under assets/; everything else (index.html, sw.js,
// the manifest) must be revalidated so a new release is picked up.
export const webCacheHeaders = (webDist: string) => (res: SetHeadersResponse, filePath: string) => {
  const hashed = path.relative(webDist, filePath).split(path.sep)[0] === 'assets';
  res.setHeader('cache-control', hashed ? IMMUTABLE : NO_CACHE);
};

/** A file of the build, read again only when it changes (a new build in place). */
export function buildFile<T>(file: string, read: (text: string) => T, missing: T) {
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

/**
 * The web build's route manifest (`.vite/route-manifest.json`): each screen's address with
 * what it loads beyond the entry chunk. The server knows the web app's routes only from it.
 */
const routeManifestSchema = z.array(
  z.object({ path: z.string(), js: z.array(z.string()), css: z.array(z.string()) }),
);
export type RoutePreload = z.infer<typeof routeManifestSchema>[number];

export const ROUTE_MANIFEST = path.join('.vite', 'route-manifest.json');

export const readRouteManifest = (text: string): RoutePreload[] =>
  routeManifestSchema.parse(JSON.parse(text));

/** Whether an address matches a screen's pattern (`:name` stands for one segment). */
export function matchesRoute(pattern: string, pathname: string): boolean {
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
export function preloadLinks(preloads: RoutePreload[], url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const route = preloads.find((r) => matchesRoute(r.path, pathname));
  if (!route) return '';
  return [
    ...route.css.map((href) => html`<link rel="stylesheet" crossorigin href="${href}" />`),
    ...route.js.map((href) => html`<link rel="modulepreload" crossorigin href="${href}" />`),
  ].join('');
}
