import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_POOL_SIZE } from '@loyalty/server/data';
import type { BenchConfig } from '../config';
import { SERVER_DATA } from '../data/data-size';
import { call, CLIENT_ID } from '../lib/api';
import { measure, round, type LoadFigures } from '../lib/load';
import { startReference, type Reference } from '../lib/processes';
import { prepareTarget, type DatabaseKind, type PreparedTarget } from '../lib/target';
import { FLOOR_BUSY_BELOW } from '../report/sections';
import type { DatabaseRun, RunInfo, ServerResults, WriteCall } from '../results';
import { runScenarios } from './run-scenarios';
import { scenario, type ScenarioName } from './scenarios';

/** The write floors measured on PostgreSQL: the call and its statement. */
const WRITE_FLOORS: [WriteCall, 'voucher' | 'send'][] = [
  ['create-voucher', 'voucher'],
  ['send', 'send'],
];

export const SERVER_SCENARIOS: ScenarioName[] = [
  'points',
  'history',
  'history-1conn',
  'history-mixed',
  'create-voucher',
  'send',
  'login',
];

/** The run fails when the baseline's two runs differ by more than this (a noisy machine). */
export const MAX_BASELINE_DRIFT_PERCENT = 10;

export function driftPercent(first: number, last: number): number {
  const mean = (first + last) / 2;
  return mean === 0 ? 100 : round((Math.abs(first - last) / mean) * 100);
}

/** The real GetLoyPoints CUSTOMER answer: the baseline answers a body of exactly its size. */
async function realAnswer(target: PreparedTarget): Promise<string> {
  const s = target.pool[0];
  if (!s) throw new Error('no signed-in customer');
  const answer = await call(target.server.origin, s, 'GetLoyPoints', {
    TYPE_NAME: 'CUSTOMER',
    MOBILE_NUM: s.customer.mobile,
    CUST_CODE: s.customer.custCode,
    CLIENT_ID,
  });
  if (answer.status !== 200 || !answer.text.includes('"STATUS":true')) {
    throw new Error(
      `GetLoyPoints CUSTOMER answered ${answer.status}: ${answer.text.slice(0, 200)}`,
    );
  }
  return answer.text;
}

/**
 * Part 1: the real server under load on loopback, each call beside a bare node:http baseline
 * measured first and last in the same run, on SQLite and (with DATABASE_URL) PostgreSQL.
 */
export async function serverBench(
  config: BenchConfig,
  info: RunInfo,
  log: (line: string) => void,
): Promise<ServerResults> {
  const databases: DatabaseKind[] = config.databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'loyalty-bench-baseline-'));
  const bodyFile = path.join(tmp, 'answer.json');
  const load = {
    connections: config.connections,
    duration: config.duration,
    warmup: config.warmup,
  };
  const runs: DatabaseRun[] = [];
  let first: LoadFigures | undefined;
  let floor: LoadFigures | undefined;
  let bodyBytes = 0;

  const reference = async (
    target: PreparedTarget,
    kind: Reference,
    which: string,
    env: Record<string, string> = {},
    requests: WriteCall | 'points' = 'points',
  ) => {
    log(`${kind} (${which}): a fixed ${bodyBytes}-byte JSON answer`);
    const server = await startReference(kind, bodyFile, env);
    try {
      // The same requests as the call compared with it, so both sides parse the same bytes.
      const next = scenario(requests, target.pool, target.heavy).next;
      const figures = await measure(server.origin, next, load);
      log(`${kind}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
      return figures;
    } finally {
      await server.stop();
    }
  };

  let last: LoadFigures | undefined;
  try {
    for (const [i, database] of databases.entries()) {
      const target = await prepareTarget({
        database,
        size: SERVER_DATA,
        databaseUrl: config.databaseUrl,
        name: 'server',
        poolSize: 64,
        log,
      });
      try {
        if (i === 0) {
          const text = await realAnswer(target);
          bodyBytes = Buffer.byteLength(text);
          await writeFile(bodyFile, text);
          first = await reference(target, 'baseline', 'first');
          floor = await reference(target, 'fastify floor', 'once');
        }
        const scenarios = await runScenarios(target, SERVER_SCENARIOS, config, log);
        const run: DatabaseRun = { database, seed: target.seed, scenarios };
        if (target.databaseUrl) {
          // The pool the server opened: its default unless the environment sets another.
          const poolSize = Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE;
          const figures = await reference(target, 'postgres floor', 'once', {
            DATABASE_URL: target.databaseUrl,
            FLOOR_POOL_SIZE: String(poolSize),
            FLOOR_ROWS: String(SERVER_DATA.customers),
          });
          run.floor = { figures, ratio: 0, poolSize };
          run.writeFloors = {};
          for (const [name, write] of WRITE_FLOORS) {
            const written = await reference(
              target,
              'postgres write floor',
              write,
              {
                DATABASE_URL: target.databaseUrl,
                FLOOR_POOL_SIZE: String(poolSize),
                FLOOR_WRITE: write,
              },
              name,
            );
            run.writeFloors[name] = { figures: written, ratio: 0 };
          }
        }
        runs.push(run);
        if (i === databases.length - 1) last = await reference(target, 'baseline', 'last');
      } finally {
        await target.close();
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  if (!first || !last || !floor) throw new Error('the baseline did not run');
  const mean = (first.rps + last.rps) / 2;
  for (const run of runs) {
    for (const s of run.scenarios) s.ratio = round(s.figures.rps / mean, 3);
    if (run.floor) run.floor.ratio = round(run.floor.figures.rps / mean, 3);
    for (const f of Object.values(run.writeFloors ?? {})) f.ratio = round(f.figures.rps / mean, 3);
  }
  const drift = driftPercent(first.rps, last.rps);
  const floorRatio = round(floor.rps / mean, 3);
  if (floorRatio < FLOOR_BUSY_BELOW) {
    log(
      `warning: Fastify alone read ${floorRatio} × the baseline (1.0–1.2 × on a steady ` +
        'machine): the machine was busy while the first figures were taken; run again',
    );
  }
  return {
    ...info,
    baseline: {
      bodyBytes,
      first,
      last,
      driftPercent: drift,
      stable: drift <= MAX_BASELINE_DRIFT_PERCENT,
      floor: { figures: floor, ratio: floorRatio },
    },
    databases: runs,
  };
}
