// What each screen's address needs besides the entry chunk, for the server to announce in the
// app shell (`<link rel="modulepreload">` and its style sheets), so the screen's chunks download
// beside the entry instead of after it has run. Written by the build from the screens table
// (src/app/screens.ts) and the build manifest as dist/.vite/route-manifest.json; read by
// apps/server/src/plugins/static-web.ts, which knows nothing else of the web app's routes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest, ROUTE_PREFIX } from './route-sizes.mjs';

export const ROUTE_MANIFEST_FILE = join('.vite', 'route-manifest.json');

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
 * @param {readonly { path: string, module: string }[]} screens
 * @returns {{ path: string, js: string[], css: string[] }[]}
 */
export function routeManifest(manifest, screens) {
  const entryJs = new Set();
  const entryCss = new Set();
  filesOf(manifest, 'index.html', entryJs, entryCss);
  return screens.map(({ path, module }) => {
    const js = new Set();
    const css = new Set();
    filesOf(manifest, `${ROUTE_PREFIX}${module}.tsx`, js, css);
    return {
      path,
      js: [...js].filter((f) => !entryJs.has(f)).map((f) => `/${f}`),
      css: [...css].filter((f) => !entryCss.has(f)).map((f) => `/${f}`),
    };
  });
}

/** Writes the route manifest beside the build's manifest. */
export function writeRouteManifest(dist, screens) {
  writeFileSync(
    join(dist, ROUTE_MANIFEST_FILE),
    JSON.stringify(routeManifest(readManifest(dist), screens)),
  );
}
