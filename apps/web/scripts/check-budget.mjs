// Fails when a route loads more JavaScript than its budget (gzip), measured on the production
// build: the landing route at most 120 kB, every other route at most 150 kB. A route's
// JavaScript is the entry chunk, its own chunk and every chunk they import statically
// (docs/decisions/006-web-shell.md). Run after `vite build`: `node scripts/check-budget.mjs [dist]`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LANDING_BUDGET_KB,
  LANDING_ROUTE as LANDING,
  ROUTE_BUDGET_KB,
  routeSizes,
} from './route-sizes.mjs';

// The build folder: this workspace's dist, or the one named on the command line.
const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const routes = routeSizes(dist);
if (!routes.some((r) => r.route === LANDING)) {
  console.error(`${LANDING} is not in the build manifest`);
  process.exit(1);
}

const failures = [];
for (const { route, gzipBytes } of routes) {
  const kb = gzipBytes / 1000;
  const budget = route === LANDING ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB;
  const over = kb > budget;
  console.log(
    `${kb.toFixed(2).padStart(8)} kB  ${route.replace('src/app/routes/', '')} (budget ${budget} kB)${over ? '  OVER' : ''}`,
  );
  if (over)
    failures.push(`${route}: ${kb.toFixed(2)} kB of JavaScript, gzip (budget ${budget} kB)`);
}
if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
