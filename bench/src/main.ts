// `npm run bench [-- server scale web]`: runs the benchmarks, keeps the figures in
// bench/results/latest.json and regenerates the tables of BENCHMARKS.md (`-- report` only
// regenerates the tables). Exits non-zero when a part fails or the baseline drifted more
// than 10 % (a machine too busy to trust).
import os from 'node:os';
import { isSmoke, loadBenchConfig, partsFrom, type BenchConfig } from './config';
import { machine } from './machine';
import { updateBenchmarksMd } from './report/benchmarks-md';
import { latestJson, readResults, writeResults, type RunInfo } from './results';
import { scaleBench } from './scale/scale-bench';
import { MAX_BASELINE_DRIFT_PERCENT, serverBench } from './server/server-bench';
import { webBench } from './web/web-bench';

const log = (line: string) => console.log(`[bench] ${line}`);

function runInfo(config: BenchConfig): RunInfo {
  return {
    at: new Date().toISOString(),
    machine: machine(),
    smoke: isSmoke(config),
    settings: {
      duration: config.duration,
      warmup: config.warmup,
      connections: config.connections,
      scale: config.scale,
    },
  };
}

const args = process.argv.slice(2);
if (args.length === 1 && args[0] === 'report') {
  // Only the tables again, from the figures already kept (after editing the report's code).
  await updateBenchmarksMd(await readResults());
  process.exit(0);
}
const config = loadBenchConfig();
const parts = partsFrom(args);
const results = await readResults();
let failed = false;

const load = os.loadavg()[0] ?? 0;
if (load > 3) {
  console.warn(
    `[bench] load average ${load.toFixed(1)} on ${os.availableParallelism()} cores: the figures ` +
      'will read low and the baseline may drift; run on a quiet machine for reference figures',
  );
}
if (!config.databaseUrl) log('DATABASE_URL not set: SQLite only');

for (const part of parts) {
  const info = runInfo(config);
  log(`── ${part} ──`);
  try {
    if (part === 'server') {
      results.server = await serverBench(config, info, log);
      if (!results.server.baseline.stable) {
        console.error(
          `[bench] the baseline's two runs differ by ${results.server.baseline.driftPercent} % ` +
            `(over ${MAX_BASELINE_DRIFT_PERCENT} %): the machine was not steady, the run fails`,
        );
        failed = true;
      }
    } else if (part === 'scale') {
      results.scale = await scaleBench(config, info, results.server, log);
    } else {
      results.web = await webBench(config, info, log);
    }
  } catch (error) {
    console.error(`[bench] ${part} failed:`, error);
    failed = true;
  }
  // After every part, so a failure later keeps what was measured.
  await writeResults(results);
  await updateBenchmarksMd(results);
}
log(`figures in ${latestJson} and BENCHMARKS.md`);
process.exit(failed ? 1 : 0);
