import { WRITE_CALL_NAMES, type Results } from '../results';
import type { ScenarioName } from '../server/scenarios';
import { checks, databaseName, num, type Check } from './markdown';
import { reportReadChecks } from './report-reads-md';
import {
  LANDING_BUDGET_KB,
  LANDING_ROUTE as LANDING,
  ROUTE_BUDGET_KB,
} from '../../../apps/web/scripts/route-sizes.mjs';

/** The targets against the latest figures (measured, never asserted in tests). */
export function targetsSection(results: Results): string {
  const rows: Check[] = [];
  const sqlite = results.server?.databases.find((d) => d.database === 'sqlite');
  const get = (name: ScenarioName) => sqlite?.scenarios.find((s) => s.name === name);
  const points = get('points');
  rows.push({
    target: 'GetLoyPoints CUSTOMER on SQLite ≥ 0.45 × the baseline’s req/s',
    measured: points ? `${num(points.ratio, 3)} × (${num(points.figures.rps)} req/s)` : 'n/a',
    met: points ? points.ratio >= 0.45 : undefined,
  });
  const postgres = results.server?.databases.find((d) => d.database === 'postgres');
  const pgPoints = postgres?.scenarios.find((s) => s.name === 'points');
  if (postgres?.floor && pgPoints) {
    const share = pgPoints.figures.rps / postgres.floor.figures.rps;
    rows.push({
      target: 'GetLoyPoints CUSTOMER on PostgreSQL ≥ 0.8 × the PostgreSQL floor’s req/s',
      measured: `${num(share, 3)} × (${num(pgPoints.figures.rps)} req/s)`,
      met: share >= 0.8,
    });
  }
  const failures = points
    ? points.figures.non2xx + points.figures.errors + points.figures.refused
    : undefined;
  rows.push({
    target: 'GetLoyPoints CUSTOMER: zero errors',
    measured: failures === undefined ? 'n/a' : `${failures}`,
    met: failures === undefined ? undefined : failures === 0,
  });
  const p99 = (s: { figures: { p99: number | null } } | undefined) => s?.figures.p99 ?? undefined;
  // The history targets name no database: judged on each one measured.
  const latency = (name: ScenarioName, what: string, limitMs: number) => {
    for (const db of results.server?.databases ?? []) {
      const scenario = db.scenarios.find((s) => s.name === name);
      const figure = p99(scenario);
      rows.push({
        target: `${databaseName(db.database)}: ${what} p99 ≤ ${num(limitMs)} ms`,
        measured: figure === undefined ? 'n/a' : `${num(figure, 1)} ms`,
        met: figure === undefined ? undefined : figure <= limitMs,
      });
    }
  };
  latency('history', 'one-year history of the 5,000-bill customer, 50 connections,', 1000);
  latency('history-1conn', 'the same history, one connection,', 8);
  latency('points-mixed', 'GetLoyPoints CUSTOMER at 20 connections beside that history load,', 20);
  for (const name of ['create-voucher', 'send'] as const) {
    const scenario = postgres?.scenarios.find((s) => s.name === name);
    const floor = postgres?.writeFloors?.[name];
    rows.push({
      target: `PostgreSQL: ${WRITE_CALL_NAMES[name]} ≥ 2,000 per s`,
      measured: scenario
        ? `${num(scenario.figures.rps)} per s` +
          (floor ? ` (the statement alone: ${num(floor.figures.rps)} per s)` : '')
        : 'n/a',
      met: scenario ? scenario.figures.rps >= 2000 : undefined,
    });
  }
  for (const run of results.scale?.databases ?? []) {
    for (const name of ['points', 'history', 'history-1conn'] as const) {
      const ratio = run.vsServerData[name];
      rows.push({
        target: `${run.database}, ${num(run.seed.bills)} bills: ${name} p99 within 2× of the 5,000-bill data`,
        measured: ratio === undefined ? 'n/a' : `${num(ratio, 2)}×`,
        met: ratio === undefined ? undefined : ratio <= 2,
      });
    }
  }
  rows.push(...reportReadChecks(results.scale));
  const pages = results.web?.lighthouse;
  if (pages && !('skipped' in pages)) {
    for (const p of pages) {
      rows.push({
        target: `${p.page}: Lighthouse mobile ≥ 98, LCP ≤ 2.0 s, CLS ≤ 0.02`,
        measured: `${p.score}, ${num(p.lcpMs)} ms, ${num(p.cls, 3)}`,
        met: p.score >= 98 && p.lcpMs <= 2000 && p.cls <= 0.02,
      });
    }
  }
  const routes = results.web?.routes ?? [];
  const landing = routes.find((r) => r.route === LANDING);
  const largest = [...routes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  rows.push({
    target: `landing route JavaScript ≤ ${LANDING_BUDGET_KB} kB gzip (enforced in npm test)`,
    measured: landing ? `${num(landing.gzipBytes / 1000, 1)} kB` : 'n/a',
    met: landing ? landing.gzipBytes <= LANDING_BUDGET_KB * 1000 : undefined,
  });
  rows.push({
    target: `every route’s JavaScript ≤ ${ROUTE_BUDGET_KB} kB gzip (enforced in npm test)`,
    measured: largest
      ? `largest ${num(largest.gzipBytes / 1000, 1)} kB (${largest.route.replace('src/app/routes/', '')})`
      : 'n/a',
    met: largest ? largest.gzipBytes <= ROUTE_BUDGET_KB * 1000 : undefined,
  });
  return checks(rows);
}
