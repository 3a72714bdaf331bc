import type { BenchConfig } from '../config';
import { measure } from '../lib/load';
import type { PreparedTarget } from '../lib/target';
import type { ScenarioResult } from '../results';
import { runMixed } from './mixed-load';
import { scenario, type ScenarioName } from './scenarios';

/**
 * Runs the named scenarios one after the other against a prepared target; `history-mixed`
 * runs with `points-mixed` beside it and reports both.
 */
export async function runScenarios(
  target: PreparedTarget,
  names: ScenarioName[],
  config: BenchConfig,
  log: (line: string) => void,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const name of names) {
    if (name === 'points-mixed') continue;
    if (name === 'history-mixed') {
      results.push(...(await runMixed(target, config, log)));
      continue;
    }
    const s = scenario(name, target.pool, target.heavy);
    const connections = s.connections ?? config.connections;
    log(`${target.database}: ${s.label}, ${connections} connection(s), ${config.duration} s`);
    const figures = await measure(target.server.origin, s.next, {
      connections,
      duration: config.duration,
      warmup: config.warmup,
    });
    log(
      `${target.database}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
        `${figures.non2xx} non-2xx, ${figures.refused} refused, ${figures.errors} errors`,
    );
    results.push({
      name,
      label: s.label,
      connections,
      reportOnly: s.reportOnly ?? false,
      figures,
      ratio: 0,
    });
  }
  return results;
}
