// What each screen's address needs besides the entry chunk, for the server to announce in the
// app shell (`<link rel="modulepreload">` and its style sheets), so the screen's chunks download
// beside the entry instead of after it has run. Written by the build as
// dist/.vite/route-preloads.json; read by apps/server/src/plugins/static-web.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, ROUTE_PREFIX } from './route-sizes.mjs';

export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

// `{ path: 'login', lazy: () => import('./routes/login') }` or `{ index: true, lazy: … }`: every
// screen of router.tsx is a child of the root route `/`, under layouts that add no path.
const LAZY_ROUTE =
  /(?:path:\s*'([^']*)'|index:\s*true)\s*,\s*lazy:\s*\(\)\s*=>\s*import\('\.\/routes\/([\w-]+)'\)/g;
const ANY_LAZY = /import\('\.\/routes\/[\w-]+'\)/g;

/**
 * The address pattern of every lazily loaded screen in the router's source, with its module's
 * manifest key. Throws when a screen's import is written in a way this does not read, so the
 * map cannot silently fall behind the router.
 * @param {string} source router.tsx
 * @returns {{ path: string, module: string }[]}
 */
export function lazyRoutes(source) {
  const routes = [...source.matchAll(LAZY_ROUTE)].map(([, path, name]) => ({
    path: `/${path ?? ''}`,
    module: `${ROUTE_PREFIX}${name}.tsx`,
  }));
  const imports = source.match(ANY_LAZY)?.length ?? 0;
  if (imports !== routes.length) {
    throw new Error(`router.tsx: read ${routes.length} of ${imports} lazy screens`);
  }
  return routes;
}

/** The files a manifest key loads statically, itself first, with their style sheets. */
function filesOf(manifest, key, js, css) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, js, css);
}

/**
 * Each screen's address with the scripts and style sheets it loads beyond the entry's, as
 * absolute URLs.
 * @returns {{ path: string, js: string[], css: string[] }[]}
 */
export function routePreloads(manifest, source) {
  const entryJs = new Set();
  const entryCss = new Set();
  filesOf(manifest, 'index.html', entryJs, entryCss);
  return lazyRoutes(source).map(({ path, module }) => {
    const js = new Set();
    const css = new Set();
    filesOf(manifest, module, js, css);
    return {
      path,
      js: [...js].filter((f) => !entryJs.has(f)).map((f) => `/${f}`),
      css: [...css].filter((f) => !entryCss.has(f)).map((f) => `/${f}`),
    };
  });
}

/** Writes the map beside the build's manifest. */
export function writeRoutePreloads(dist, routerFile) {
  const preloads = routePreloads(readManifest(dist), readFileSync(routerFile, 'utf8'));
  writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
}
