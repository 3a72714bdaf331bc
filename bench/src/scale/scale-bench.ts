import type { BenchConfig } from '../config';
import { scaleData } from '../data/data-size';
import { round } from '../lib/load';
import { prepareTarget, type DatabaseKind } from '../lib/target';
import type { RunInfo, ScaleResults, ServerResults } from '../results';
import { runScenarios } from '../server/run-scenarios';
import type { ScenarioName } from '../server/scenarios';
import { measureReports } from './report-reads';

export const SCALE_SCENARIOS: ScenarioName[] = ['points', 'history', 'history-1conn', 'send'];

/**
 * Part 2: the same reads and the send on one programme with 100,000 customers and 2,000,000
 * bills (the 5,000-bill customer among them), with the query plans of every read, compared
 * with the same scenarios on the server-load data; then the console's report reads.
 */
export async function scaleBench(
  config: BenchConfig,
  info: RunInfo,
  serverResults: ServerResults | undefined,
  log: (line: string) => void,
): Promise<ScaleResults> {
  const databases: DatabaseKind[] = config.databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const size = scaleData(config.scale);
  const out: ScaleResults['databases'] = [];
  for (const database of databases) {
    const target = await prepareTarget({
      database,
      size,
      databaseUrl: config.databaseUrl,
      name: 'scale',
      poolSize: 200,
      log,
    });
    try {
      const scenarios = await runScenarios(target, SCALE_SCENARIOS, config, log);
      // Only beside server-load figures taken with the same load.
      const comparable = serverResults?.settings.connections === config.connections;
      const small = comparable
        ? serverResults.databases.find((d) => d.database === database)?.scenarios
        : undefined;
      const vsServerData: Partial<Record<ScenarioName, number>> = {};
      for (const s of scenarios) {
        const before = small?.find((r) => r.name === s.name)?.figures.p99;
        const now = s.figures.p99;
        if (before && now !== null) vsServerData[s.name] = round(now / before, 2);
      }
      const reports = await measureReports(target, config, log);
      out.push({
        database,
        seed: target.seed,
        scenarios,
        plans: target.plans,
        vsServerData,
        reports,
      });
    } finally {
      await target.close();
    }
  }
  return { ...info, databases: out };
}
