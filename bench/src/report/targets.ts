import type { Results } from '../results';
import type { ScenarioName } from '../server/scenarios';
import { checks, databaseName, num, type Check } from './markdown';
import { reportReadChecks } from './report-reads-md';

const LANDING = 'src/app/routes/landing.tsx';

/** The targets against the latest figures (measured, never asserted in tests). */
export function targetsSection(results: Results): string {
  const rows: Check[] = [];
  const sqlite = results.server?.databases.find((d) => d.database === 'sqlite');
  const get = (name: ScenarioName) => sqlite?.scenarios.find((s) => s.name === name);
  const points = get('points');
  rows.push({
    target: 'GetLoyPoints CUSTOMER on SQLite ≥ 0.4 × the baseline’s req/s',
    measured: points ? `${num(points.ratio, 3)} × (${num(points.figures.rps)} req/s)` : 'n/a',
    met: points ? points.ratio >= 0.4 : undefined,
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
  const p99 = (s: { figures: { p99: number | null } } | undefined) => s?.figures.p99 ?? undefined;
  const pointsP99 = p99(points);
  rows.push({
    target: 'GetLoyPoints CUSTOMER p99 ≤ 20 ms at 50 connections',
    measured:
      points && pointsP99 !== undefined
        ? `${num(pointsP99, 1)} ms at ${points.connections}`
        : 'n/a',
    met:
      points && pointsP99 !== undefined ? pointsP99 <= 20 && points.connections === 50 : undefined,
  });
  const failures = points
    ? points.figures.non2xx + points.figures.errors + points.figures.refused
    : undefined;
  rows.push({
    target: 'GetLoyPoints CUSTOMER: zero errors',
    measured: failures === undefined ? 'n/a' : `${failures}`,
    met: failures === undefined ? undefined : failures === 0,
  });
  // The history target names no database: judged on each one measured.
  for (const db of results.server?.databases ?? []) {
    const historyP99 = p99(db.scenarios.find((s) => s.name === 'history-1conn'));
    rows.push({
      target: `${databaseName(db.database)}: one-year history read of the 5,000-bill customer p99 ≤ 50 ms (one connection)`,
      measured: historyP99 === undefined ? 'n/a' : `${num(historyP99, 1)} ms`,
      met: historyP99 === undefined ? undefined : historyP99 <= 50,
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
        target: `${p.page}: Lighthouse mobile ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02`,
        measured: `${p.score}, ${num(p.lcpMs)} ms, ${num(p.cls, 3)}`,
        met: p.score >= 95 && p.lcpMs <= 2000 && p.cls <= 0.02,
      });
    }
  }
  const routes = results.web?.routes ?? [];
  const landing = routes.find((r) => r.route === LANDING);
  const largest = [...routes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  rows.push({
    target: 'landing route JavaScript ≤ 140 kB gzip (enforced in npm test)',
    measured: landing ? `${num(landing.gzipBytes / 1000, 1)} kB` : 'n/a',
    met: landing ? landing.gzipBytes <= 140_000 : undefined,
  });
  rows.push({
    target: 'every route’s JavaScript ≤ 200 kB gzip (enforced in npm test)',
    measured: largest
      ? `largest ${num(largest.gzipBytes / 1000, 1)} kB (${largest.route.replace('src/app/routes/', '')})`
      : 'n/a',
    met: largest ? largest.gzipBytes <= 200_000 : undefined,
  });
  return checks(rows);
}
