// Bundles the server for production: dist/server.js (the process entry, which starts tracing
// when it is configured, then loads dist/serve.js, the server), dist/migrate.js (migrations
// only) and dist/loyalty.js (the staff command line), plain ESM that Node runs without tsx.
// Our own code and the contract (TypeScript source) go into the bundle; every npm dependency
// stays external and is loaded from node_modules, so native modules (better-sqlite3, sharp,
// argon2) work as installed. esbuild comes with tsx, a dependency of this package.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@loyalty/'));

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    // Apart from the entry: tracing must start before it loads pg (src/server.ts).
    serve: 'src/serve.ts',
    migrate: 'src/migrate.ts',
    loyalty: 'src/cli/index.ts',
  },
  outdir: 'dist',
  bundle: true,
  // One file per entry, no shared chunks: config.ts finds the repository from its own URL,
  // which must stay at the depth of src/config.ts (apps/server/dist/*.js).
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The stack traces of production logs point at the TypeScript source.
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server bundled into apps/server/dist (server.js, serve.js, migrate.js, loyalty.js)');
