import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { repoRoot, type BenchConfig } from '../config';
import { measure, type LoadFigures, type LoadOptions } from '../lib/load';
import type { PreparedTarget } from '../lib/target';
import type { ScenarioResult } from '../results';
import { LABELS, scenario, type MixedName } from './scenarios';

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

/** How long the points load has to open its connections before the history load starts. */
const CONNECT_MS = 200;

/** Connections of the points read that runs beside the history load. */
export const MIXED_POINTS_CONNECTIONS = 20;

/**
 * Runs the points load in its own process: in the process that reads the history's large
 * answers, its answers would wait for the load generator, not for the server.
 */
async function pointsInItsOwnProcess(
  target: PreparedTarget,
  options: LoadOptions,
  started: () => void,
): Promise<LoadFigures> {
  const settings = { origin: target.server.origin, pool: target.pool, options };
  const child = spawn(tsx, [fileURLToPath(new URL('./points-load.ts', import.meta.url))], {
    env: { ...process.env, MIXED_POINTS_LOAD: JSON.stringify(settings) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('started\n')) started();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  const last = out.trim().split('\n').pop();
  if (code !== 0 || !last) throw new Error(`the points load stopped (exit ${code})`);
  return JSON.parse(last) as LoadFigures;
}

/**
 * The history read at the run's connection count and GetLoyPoints CUSTOMER on
 * `MIXED_POINTS_CONNECTIONS` more, both at once on one server: what a customer opening the
 * app waits while others scroll their years of purchases. Both loads are reported.
 */
export async function runMixed(
  target: PreparedTarget,
  config: BenchConfig,
  log: (line: string) => void,
): Promise<ScenarioResult[]> {
  // No warm-up: autocannon opens new connections after one, and a Node server this busy
  // takes no new connection until the load ends (a bare node:http server does the same), so
  // the second load's connections would wait out the whole run. The runs before warmed it.
  const load = { duration: config.duration, warmup: 0 };
  const history = scenario('history', target.pool, target.heavy);
  log(
    `${target.database}: history at ${config.connections} connection(s) with points at ` +
      `${MIXED_POINTS_CONNECTIONS} at once, ${config.duration} s`,
  );
  // The points load connects first, while the server is idle (see `load` above).
  let begin = () => {};
  const started = new Promise<void>((resolve) => (begin = resolve));
  const points = pointsInItsOwnProcess(
    target,
    { ...load, connections: MIXED_POINTS_CONNECTIONS },
    () => begin(),
  );
  points.catch(() => begin());
  await started;
  await sleep(CONNECT_MS);
  const h = await measure(target.server.origin, history.next, {
    ...load,
    connections: config.connections,
  });
  const p = await points;
  const result = (name: MixedName, connections: number, figures: LoadFigures) => ({
    name,
    label: LABELS[name],
    connections,
    reportOnly: false,
    figures,
    ratio: 0,
  });
  const results: ScenarioResult[] = [
    result('history-mixed', config.connections, h),
    result('points-mixed', MIXED_POINTS_CONNECTIONS, p),
  ];
  for (const r of results) {
    log(
      `${target.database}: ${r.name} ${r.figures.rps} req/s, p50 ${r.figures.p50} ms, ` +
        `p99 ${r.figures.p99} ms, ${r.figures.non2xx} non-2xx, ${r.figures.errors} errors`,
    );
  }
  return results;
}
