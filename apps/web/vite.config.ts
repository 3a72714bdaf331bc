import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { memberChunk, memberChunkCheck } from './scripts/member-chunk.mjs';
import { writeRouteManifest } from './scripts/route-manifest.mjs';
import { firstScreens, navScreens, screens } from './src/app/screens';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Paths the reference server answers itself; the dev server forwards them to it.
const serverPaths = ['/api', '/config', '/files', '/dev'];
const devServer = process.env.VITE_DEV_SERVER_TARGET ?? 'http://localhost:8080';

/**
 * Writes .br and .gz beside each hashed script, style sheet and WebAssembly module, so the
 * server can send them compressed without compressing on every request (@fastify/static
 * `preCompressed`).
 */
function precompress(): PluginOption {
  let outDir = 'dist';
  let written = false;
  return {
    name: 'loyalty-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Rollup closes a failed build too: only what was written is compressed, so the build's
    // own error is the one reported.
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (!written) return;
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|wasm)$/.test(name)) continue;
        const content = readFileSync(join(assets, name));
        writeFileSync(join(assets, `${name}.gz`), gzipSync(content, { level: 9 }));
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

/** Writes what each screen's address loads beyond the entry, for the server's app shell. */
function routeManifest(): PluginOption {
  let outDir = 'dist';
  let root = '.';
  let written = false;
  return {
    name: 'loyalty-route-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (written) writeRouteManifest(resolve(root, outDir), screens);
    },
  };
}

/**
 * The app is written against React's API and runs on Preact's compatibility layer, far smaller
 * than React DOM, in the build, the dev server and the unit tests alike
 * (docs/decisions/029-preact-renderer.md). React Router is named by its ES module file: its
 * package sends Node to a CommonJS build, whose `require('react')` no alias reaches. The
 * production build takes its production file, which differs only in that its dev warnings are
 * off (ENABLE_DEV_WARNINGS), so minification drops them.
 */
export function rendererAliases(build: 'production' | 'development') {
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    {
      find: /^react-router$/,
      replacement: fileURLToPath(
        new URL(`./dist/${build}/index.mjs`, import.meta.resolve('react-router/package.json')),
      ),
    },
  ];
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: rendererAliases(command === 'build' ? 'production' : 'development'),
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  // The plugins' types come from the Vite 8 that vitest hoists to the repository root; they run
  // on this workspace's Vite 7, whose plugin API they support.
  plugins: (
    [
      VitePWA({
        registerType: 'autoUpdate',
        // An external registerSW.js: the server's CSP (script-src 'self') forbids inline scripts.
        // Deferred: it only registers the worker once the page has loaded, so it must not hold
        // up the parsing of the page.
        injectRegister: 'script-defer',
        // The manifest is public/manifest.webmanifest, linked by the app once its first screen
        // has painted (src/lib/web-manifest.ts), not by the plugin in the page's HTML: a linked
        // manifest makes Chrome fetch it and its icon at once for its install check, beside the
        // scripts and pictures of the first screen on a slow network.
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          navigateFallback: 'index.html',
          // The retailer console at /console/ is another app the server serves on this origin.
          navigateFallbackDenylist: [...serverPaths, '/console'].map(
            (p) => new RegExp(`^${p}(/|$)`),
          ),
          cleanupOutdatedCaches: true,
          // autoUpdate: a new version takes over open pages at once (set by hand because the
          // plugin does so only when it injects the registration itself).
          skipWaiting: true,
          clientsClaim: true,
          // Tells open pages to wipe their stored data when STORAGE_VERSION changes.
          importScripts: ['sw-storage.js'],
        },
      }),
    ] as unknown as PluginOption[]
  ).concat(precompress(), routeManifest(), memberChunkCheck(navScreens)),
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((p) => [p, { target: devServer, changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    // Vite's report prints the gzip size of every chunk; keep it on.
    reportCompressedSize: true,
    // Read by scripts/check-budget.mjs to find what the landing route loads.
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // One style sheet for the whole app (about 7 kB gzip): a screen then needs one request
    // for its styles, not one per component chunk, each a round trip on a slow network.
    cssCodeSplit: false,
    // Shared modules grouped into a few chunks, few files per screen (scripts/member-chunk.mjs).
    rollupOptions: {
      output: { manualChunks: memberChunk(navScreens, firstScreens) },
      // "use client" marks modules for React's server components, which this app has none of.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));
