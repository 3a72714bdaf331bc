import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(repoRoot, 'bench', 'results');
export const benchmarksMd = path.join(repoRoot, 'BENCHMARKS.md');

export type Part = 'server' | 'scale' | 'web';
export const PARTS: Part[] = ['server', 'scale', 'web'];

export interface BenchConfig {
  /** Seconds of each measured load run (the 10 s by default). */
  duration: number;
  /** Seconds of the warm-up before each measured run. */
  warmup: number;
  connections: number;
  /** Multiplies the data-at-scale sizes (1 = 100,000 customers and 2,000,000 bills). */
  scale: number;
  /** Lighthouse runs per page; the median is reported. */
  lighthouseRuns: number;
  databaseUrl: string | undefined;
  chromePath: string;
  /** Build the web app before measuring it (off to measure the build already in dist). */
  buildWeb: boolean;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a number above 0 (got ${JSON.stringify(raw)})`);
  }
  return value;
}

/** The settings of a run, from the environment; a bad value stops the run with its name. */
export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const duration = positive(env, 'BENCH_DURATION', 10);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL');
  }
  return {
    duration,
    // A fifth of the run, between 1 s and 3 s: enough for the JIT and the caches to settle.
    warmup: Math.min(3, Math.max(1, Math.round(duration / 5))),
    connections: Math.round(positive(env, 'BENCH_CONNECTIONS', 50)),
    scale: Math.min(1, positive(env, 'BENCH_SCALE', 1)),
    lighthouseRuns: Math.round(positive(env, 'BENCH_LIGHTHOUSE_RUNS', 5)),
    databaseUrl,
    chromePath: env.CHROME_PATH || '/usr/bin/chromium',
    buildWeb: env.BENCH_WEB_BUILD !== '0',
  };
}

/** A run shorter or smaller than the sizes: its figures are not the reference. */
export function isSmoke(config: BenchConfig): boolean {
  return (
    config.duration < 10 ||
    config.scale < 1 ||
    config.connections !== 50 ||
    config.lighthouseRuns < 5
  );
}

/** Which parts to run: the command's arguments (`npm run bench -- server web`), else all. */
export function partsFrom(argv: string[]): Part[] {
  if (argv.length === 0) return PARTS;
  const unknown = argv.filter((a) => !PARTS.includes(a as Part));
  if (unknown.length > 0) {
    throw new Error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  }
  return PARTS.filter((p) => argv.includes(p));
}
