import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SeedReport } from './data/bulk-seed';
import type { QueryPlan } from './data/query-plans';
import type { LoadFigures } from './lib/load';
import type { DatabaseKind } from './lib/target';
import type { Machine } from './machine';
import type { ReportRead } from './scale/report-reads';
import type { ScenarioName } from './server/scenarios';
import { resultsDir } from './config';

export interface ScenarioResult {
  name: ScenarioName;
  label: string;
  connections: number;
  reportOnly: boolean;
  figures: LoadFigures;
  /** Requests per second as a share of the baseline's (mean of its two runs). */
  ratio: number;
}

export interface DatabaseRun {
  database: DatabaseKind;
  seed: SeedReport;
  scenarios: ScenarioResult[];
  /**
   * PostgreSQL: Fastify with one `SELECT` by primary key on a pool of the server's size,
   * measured on the same database after the calls; `ratio` is to the baseline. Absent on
   * SQLite and in results of older runs.
   */
  floor?: { figures: LoadFigures; ratio: number; poolSize: number };
  /**
   * PostgreSQL: Fastify with the server's own one-statement voucher or send per request, on the
   * same pool and requests as the call, measured after the calls; `ratio` is to the baseline.
   * Absent on SQLite and in results of older runs.
   */
  writeFloors?: Partial<Record<WriteCall, { figures: LoadFigures; ratio: number }>>;
}

/** The calls whose PostgreSQL statement has a write floor. */
export type WriteCall = 'create-voucher' | 'send';

/** Each such call by its wire name, as the tables show it. */
export const WRITE_CALL_NAMES: Record<WriteCall, string> = {
  'create-voucher': 'CreateVoucher',
  send: 'LoySharePoints',
};

export interface RunInfo {
  at: string;
  machine: Machine;
  /** Shorter or smaller than the sizes: not reference figures. */
  smoke: boolean;
  settings: { duration: number; warmup: number; connections: number; scale: number };
}

export interface ServerResults extends RunInfo {
  baseline: {
    bodyBytes: number;
    first: LoadFigures;
    last: LoadFigures;
    /** |first - last| / mean of the two, in percent. */
    driftPercent: number;
    stable: boolean;
    /**
     * Fastify alone (the framework with none of the server's work) answering the same bytes,
     * measured once after the baseline's first run; its ratio to the baseline is the most any
     * call of the real server could reach. Absent in results of older runs.
     */
    floor?: { figures: LoadFigures; ratio: number };
  };
  databases: DatabaseRun[];
}

export interface ScaleResults extends RunInfo {
  databases: (DatabaseRun & {
    plans: QueryPlan[];
    /** p99 at scale / p99 of the server-load data, per scenario (same database). */
    vsServerData: Partial<Record<ScenarioName, number>>;
    /** The console's report reads; absent in results of older runs. */
    reports?: ReportRead[];
  })[];
}

/** What Lighthouse measures of one page: one run's figures, or the median of several. */
export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes of JavaScript transferred (Lighthouse's resource summary). */
  scriptBytes: number;
  /** Lighthouse's CPU speed measure of the machine (a mid-range phone is about 1,000 here). */
  benchmarkIndex: number;
  /** The largest-contentful-paint element (its HTML, shortened). */
  lcpElement: string;
}

export interface PageResult extends PageFigures {
  page: string;
  signedIn: boolean;
  runs: number;
}

export interface RouteSize {
  route: string;
  files: string[];
  gzipBytes: number;
}

export interface WebResults extends RunInfo {
  lighthouse: PageResult[] | { skipped: string };
  routes: RouteSize[];
}

export interface Results {
  server?: ServerResults;
  scale?: ScaleResults;
  web?: WebResults;
}

export const latestJson = path.join(resultsDir, 'latest.json');

export async function readResults(file = latestJson): Promise<Results> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Results;
  } catch {
    return {};
  }
}

export async function writeResults(results: Results, file = latestJson): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
