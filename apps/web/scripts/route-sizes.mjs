// The JavaScript each route loads, from the production build's manifest: the entry chunk, the
// route's own lazily loaded chunk, and every chunk either imports statically (what the browser
// must fetch before the screen can render). Used by the budget check and by the benchmarks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROUTE_PREFIX = 'src/app/routes/';

/** The route a first visit opens, held to the tighter budget. */
export const LANDING_ROUTE = `${ROUTE_PREFIX}landing.tsx`;

/** The budgets, kB (1000 bytes, as Vite's build report counts them) of gzip JavaScript. */
export const LANDING_BUDGET_KB = 120;
export const ROUTE_BUDGET_KB = 150;

/** @param {string} dist the build folder (with .vite/manifest.json) */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The files a manifest key loads statically, itself first. */
export function staticFiles(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const gzipCache = new Map();

/** Gzip level 9, as the build's precompressed .gz files that the server sends. */
export function gzipBytes(dist, file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * Every route module of the build with the JavaScript it loads and its gzip size, in bytes.
 * @returns {{ route: string, files: string[], gzipBytes: number }[]}
 */
export function routeSizes(dist) {
  const manifest = readManifest(dist);
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTE_PREFIX))
    .sort();
  return routes.map((route) => {
    const files = staticFiles(manifest, ['index.html', route]).filter((f) => f.endsWith('.js'));
    return { route, files, gzipBytes: files.reduce((sum, f) => sum + gzipBytes(dist, f), 0) };
  });
}
