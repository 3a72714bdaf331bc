import type { Machine } from '../machine';
import {
  WRITE_CALL_NAMES,
  type DatabaseRun,
  type Results,
  type RunInfo,
  type ScaleResults,
  type ServerResults,
  type WebResults,
} from '../results';
import {
  LANDING_BUDGET_KB,
  LANDING_ROUTE,
  ROUTE_BUDGET_KB,
} from '../../../apps/web/scripts/route-sizes.mjs';
import { databaseName, kb, num, table } from './markdown';
import { reportReadsTable } from './report-reads-md';

/**
 * The framework floor (Fastify alone) reads 1.0–1.2 × the bare baseline on a steady machine;
 * well below it, something else had the CPU while the run's first figures were taken.
 */
export const FLOOR_BUSY_BELOW = 0.9;

function runLine(part: string, info: RunInfo): string {
  const s = info.settings;
  const smoke = info.smoke
    ? ' **Smoke run (shorter or smaller than the issue asks): not reference figures.**'
    : '';
  return (
    `_${part}: ${info.at.slice(0, 16).replace('T', ' ')} UTC, ${s.connections} connections, ` +
    `${s.warmup} s warm-up then ${s.duration} s per run, load average ${info.machine.loadAverage} ` +
    `at the start._${smoke}`
  );
}

export function machineSection(results: Results): string {
  const rows = (['server', 'scale', 'web'] as const)
    .flatMap((part): [string, Machine][] => {
      const m = results[part]?.machine;
      return m ? [[part, m]] : [];
    })
    .map(([part, m]) => [
      part,
      m.date.slice(0, 10),
      m.nproc,
      m.cpu,
      `${m.memoryGiB} GiB`,
      m.node,
      m.loadAverage,
    ]);
  if (rows.length === 0) return '_No run yet: `npm run bench`._';
  return table(['part', 'date', 'nproc', 'CPU', 'memory', 'Node.js', 'load average'], rows);
}

function scenarioTable(
  run: DatabaseRun,
  withRatio: boolean,
  extra?: Record<string, number>,
): string {
  return table(
    [
      'call',
      'connections',
      'req/s',
      ...(withRatio ? ['× baseline'] : []),
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'refused',
      'errors',
      ...(extra ? ['p99 vs 5,000-bill data'] : []),
    ],
    run.scenarios.map((s) => [
      s.label,
      s.connections,
      num(s.figures.rps),
      ...(withRatio ? [num(s.ratio, 3)] : []),
      num(s.figures.p50 ?? Number.NaN, 1),
      num(s.figures.p99 ?? Number.NaN, 1),
      s.figures.non2xx,
      s.figures.refused,
      s.figures.errors,
      ...(extra ? [extra[s.name] === undefined ? 'n/a' : `${num(extra[s.name] ?? 0, 2)}×`] : []),
    ]),
  );
}

function seedLine(run: DatabaseRun): string {
  const s = run.seed;
  return (
    `Seeded ${num(s.customers)} customers, ${num(s.bills)} bills, ${num(s.lines)} bill lines, ` +
    `${num(s.vouchers)} vouchers, ${num(s.ledgerEntries)} ledger entries in ${s.seconds} s.`
  );
}

function postgresFloorLine(run: DatabaseRun, floor: NonNullable<DatabaseRun['floor']>): string {
  const points = run.scenarios.find((s) => s.name === 'points');
  const share = points
    ? ` GetLoyPoints CUSTOMER reads ${num(points.figures.rps / floor.figures.rps, 3)} × it.`
    : '';
  return (
    `PostgreSQL floor (Fastify plus one \`SELECT\` by primary key per request on a pool of ` +
    `${floor.poolSize} connections, as the server's; none of its other work): ` +
    `${num(floor.figures.rps)} req/s, ${num(floor.ratio, 3)} × the baseline, p50 ` +
    `${num(floor.figures.p50 ?? Number.NaN, 1)} ms, p99 ${num(floor.figures.p99 ?? Number.NaN, 1)} ms.` +
    share
  );
}

function writeFloorLine(run: DatabaseRun, floors: NonNullable<DatabaseRun['writeFloors']>): string {
  const parts = (['create-voucher', 'send'] as const).flatMap((name) => {
    const floor = floors[name];
    const call = run.scenarios.find((s) => s.name === name);
    if (!floor) return [];
    const share = call
      ? `; the call reads ${num(call.figures.rps / floor.figures.rps, 3)} × it`
      : '';
    return [
      `${WRITE_CALL_NAMES[name]} ${num(floor.figures.rps)} req/s (p50 ` +
        `${num(floor.figures.p50 ?? Number.NaN, 1)} ms, p99 ${num(floor.figures.p99 ?? Number.NaN, 1)} ms${share})`,
    ];
  });
  return (
    `PostgreSQL write floor (Fastify plus the server's own one statement per request, keyed as ` +
    `the app sends it, on the same pool; no session check, contract check or replay): ` +
    `${parts.join(', ')}. No write of the server can go faster on this machine.`
  );
}

export function serverSection(r: ServerResults | undefined): string {
  if (!r) return '_Not run yet: `npm run bench -- server`._';
  const b = r.baseline;
  const out = [
    runLine('Server load', r),
    '',
    `Baseline (bare \`node:http\`, a fixed ${b.bodyBytes}-byte JSON answer, the size of the real ` +
      `GetLoyPoints CUSTOMER answer): ${num(b.first.rps)} req/s first, ${num(b.last.rps)} req/s ` +
      `last, drift ${b.driftPercent} % ` +
      (b.stable
        ? '(within 10 %).'
        : '(**over 10 %: the machine was not steady; the run failed**).'),
  ];
  if (b.floor) {
    out.push(
      '',
      `Framework floor (Fastify alone: one route that parses the same request's JSON and ` +
        `answers the same bytes; no logger, hooks, session, contract check or database): ` +
        `${num(b.floor.figures.rps)} req/s, ${num(b.floor.ratio, 3)} × the baseline, p99 ` +
        `${num(b.floor.figures.p99 ?? Number.NaN, 1)} ms. No call of the server can go faster.` +
        (b.floor.ratio < FLOOR_BUSY_BELOW
          ? ' **Below the bare baseline: Fastify alone reads 1.0–1.2 × it on a steady machine, ' +
            'so the machine was busy while the first figures were taken (the drift check, which ' +
            'compares only the first and last baseline runs, misses that); run again.**'
          : ''),
    );
  }
  for (const run of r.databases) {
    out.push('', `### ${databaseName(run.database)}`, '', seedLine(run));
    out.push('', scenarioTable(run, true));
    if (run.floor) out.push('', postgresFloorLine(run, run.floor));
    if (run.writeFloors) out.push('', writeFloorLine(run, run.writeFloors));
  }
  return out.join('\n');
}

/** PostgreSQL plan lines kept in latest.json but left out of the page: buffers, planning. */
const PLAN_NOISE = /^\s*(Buffers:|Planning|Heap Blocks:|Worker \d+:|Sort Method:|Recheck Cond:)/;

export function scaleSection(r: ScaleResults | undefined): string {
  if (!r) return '_Not run yet: `npm run bench -- scale`._';
  const out = [runLine('Data at scale', r)];
  for (const run of r.databases) {
    const name = databaseName(run.database);
    out.push('', `### ${name}`, '', seedLine(run), '', scenarioTable(run, false, run.vsServerData));
    out.push(
      '',
      "The console's reports, as the owner signed in:",
      '',
      reportReadsTable(run.reports),
    );
    out.push(
      '',
      '<details><summary>Query plans of the reads (the heavy customer, one year)</summary>',
      '',
    );
    for (const p of run.plans) {
      out.push(`**${p.name}**`, '', '```', ...p.plan.filter((l) => !PLAN_NOISE.test(l)), '```', '');
    }
    out.push('</details>');
  }
  return out.join('\n');
}

export function webSection(r: WebResults | undefined): string {
  if (!r) return '_Not run yet: `npm run bench -- web`._';
  const out = [runLine('Page speed', r), ''];
  if ('skipped' in r.lighthouse) {
    out.push(`Lighthouse skipped: ${r.lighthouse.skipped}.`);
  } else {
    // Lighthouse 12.2.3 cannot always name the element with some newer Chromium builds.
    const withElement = r.lighthouse.some((p) => p.lcpElement);
    out.push(
      'Lighthouse 12.2.3, mobile preset, simulated throttling, median of each figure over the runs.',
      '',
      table(
        [
          'page',
          'signed in',
          'runs',
          'score',
          'LCP ms',
          'TBT ms',
          'CLS',
          'FCP ms',
          'JS transferred kB',
          'benchmark index',
          ...(withElement ? ['LCP element'] : []),
        ],
        r.lighthouse.map((p) => [
          p.page,
          p.signedIn ? 'yes' : 'no',
          p.runs,
          p.score,
          num(p.lcpMs),
          num(p.tbtMs),
          num(p.cls, 3),
          num(p.fcpMs),
          kb(p.scriptBytes),
          num(p.benchmarkIndex),
          ...(withElement ? [p.lcpElement ? `\`${p.lcpElement.replace(/`/g, "'")}\`` : 'n/a'] : []),
        ]),
      ),
    );
  }
  out.push(
    '',
    'JavaScript each route loads from the production build (entry, route chunk and their static imports), gzip level 9:',
    '',
    table(
      ['route', 'JS gzip kB', 'budget kB'],
      r.routes.map((x) => [
        x.route.replace('src/app/routes/', ''),
        kb(x.gzipBytes),
        x.route === LANDING_ROUTE ? LANDING_BUDGET_KB : ROUTE_BUDGET_KB,
      ]),
    ),
  );
  return out.join('\n');
}
