import type { BenchConfig } from '../config';
import { measure, type LoadFigures } from '../lib/load';
import type { PreparedTarget } from '../lib/target';
import type { ScenarioResult } from '../results';
import { LABELS, scenario, type MixedName } from './scenarios';

/** Connections of the points read that runs beside the history load. */
export const MIXED_POINTS_CONNECTIONS = 20;

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
  const points = scenario('points', target.pool, target.heavy);
  log(
    `${target.database}: history at ${config.connections} connection(s) with points at ` +
      `${MIXED_POINTS_CONNECTIONS} at once, ${config.duration} s`,
  );
  const [h, p] = await Promise.all([
    measure(target.server.origin, history.next, { ...load, connections: config.connections }),
    measure(target.server.origin, points.next, { ...load, connections: MIXED_POINTS_CONNECTIONS }),
  ]);
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
