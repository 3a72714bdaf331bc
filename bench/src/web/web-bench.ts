import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { routeSizes } from '../../../apps/web/scripts/route-sizes.mjs';
import { repoRoot, resultsDir, type BenchConfig } from '../config';
import { login } from '../lib/api';
import { startServer } from '../lib/processes';
import type { PageResult, RunInfo, WebResults } from '../results';
import { lighthouseRun, loadTools, type PageRun } from './lighthouse-run';

export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');

/** The pages measured, and whether the demo customer is signed in for them. */
export const PAGES: [page: string, signedIn: boolean][] = [
  ['/', false],
  ['/login', false],
  ['/home', true],
  ['/offers', true],
];

const DEMO = {
  index: -1,
  email: 'demo@example.com',
  mobile: '0501234567',
  custCode: '',
  cardNo: '',
};

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine or a
 * Chromium newer than it knows; such a run is run again, up to three times in all.
 */
async function retried<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`[bench] Lighthouse run failed, running it again: ${(error as Error).message}`);
    }
  }
}

/** The last run's full Lighthouse report, under bench/results/lighthouse (not committed). */
async function saveReport(page: string, report: unknown): Promise<void> {
  const dir = path.join(resultsDir, 'lighthouse');
  await mkdir(dir, { recursive: true });
  const name = page === '/' ? 'landing' : page.slice(1).replace(/\//g, '-');
  await writeFile(path.join(dir, `${name}.json`), JSON.stringify(report));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function medianRun(page: string, signedIn: boolean, runs: PageRun[]): PageResult {
  const m = (pick: (r: PageRun) => number) => median(runs.map(pick));
  return {
    page,
    signedIn,
    runs: runs.length,
    score: m((r) => r.score),
    lcpMs: Math.round(m((r) => r.lcpMs)),
    tbtMs: Math.round(m((r) => r.tbtMs)),
    cls: Math.round(m((r) => r.cls) * 1000) / 1000,
    fcpMs: Math.round(m((r) => r.fcpMs)),
    scriptBytes: Math.round(m((r) => r.scriptBytes)),
    benchmarkIndex: Math.round(m((r) => r.benchmarkIndex)),
    lcpElement: runs.at(-1)?.lcpElement ?? '',
  };
}

/**
 * Part 3: the production build's JavaScript per route (gzip), and Lighthouse on four pages
 * served by the real server (median of several runs each).
 */
export async function webBench(
  config: BenchConfig,
  info: RunInfo,
  log: (line: string) => void,
): Promise<WebResults> {
  if (config.buildWeb) {
    log('building the web app (BENCH_WEB_BUILD=0 measures the build already in apps/web/dist)');
    const build = spawnSync('npm', ['run', 'build', '-w', '@loyalty/web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('the web app did not build');
  }
  const routes = routeSizes(WEB_DIST);
  const tools = await loadTools();
  if ('missing' in tools) {
    log(tools.missing);
    return { ...info, lighthouse: { skipped: tools.missing }, routes };
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'loyalty-bench-web-'));
  const server = await startServer({ dataDir, webDist: WEB_DIST });
  try {
    const session = await login(server.origin, DEMO);
    // One unrecorded run, so the server's first requests (cold JIT, cold files) count nowhere.
    await retried(() => lighthouseRun(tools, `${server.origin}/`, config.chromePath));
    const pages: PageResult[] = [];
    for (const [page, signedIn] of PAGES) {
      const runs: PageRun[] = [];
      for (let i = 0; i < config.lighthouseRuns; i++) {
        runs.push(
          await retried(() =>
            lighthouseRun(
              tools,
              `${server.origin}${page}`,
              config.chromePath,
              signedIn ? session : undefined,
            ),
          ),
        );
      }
      const result = medianRun(page, signedIn, runs);
      await saveReport(page, runs.at(-1)?.report);
      log(
        `${page}: score ${result.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, ` +
          `CLS ${result.cls}, JS ${result.scriptBytes} B (median of ${runs.length})`,
      );
      pages.push(result);
    }
    return { ...info, lighthouse: pages, routes };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
