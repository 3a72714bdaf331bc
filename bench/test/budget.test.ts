import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { routeSizes } from '../../apps/web/scripts/route-sizes.mjs';

const script = path.join(repoRoot, 'apps/web/scripts/check-budget.mjs');
const dirs: string[] = [];

/**
 * A build folder with a manifest like Vite's: an entry, a shared chunk and two routes. Chunk
 * contents are random bytes, which gzip cannot shrink, so their sizes are known.
 */
function fakeBuild(sizes: { entry: number; shared: number; landing: number; offers: number }) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'budget-test-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  const file = (name: string, bytes: number) => {
    writeFileSync(path.join(dist, 'assets', name), randomBytes(bytes));
    return `assets/${name}`;
  };
  const manifest = {
    'index.html': { file: file('index.js', sizes.entry), isEntry: true },
    _shared: { file: file('shared.js', sizes.shared) },
    'src/app/routes/landing.tsx': {
      file: file('landing.js', sizes.landing),
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    'src/app/routes/offers.tsx': {
      file: file('offers.js', sizes.offers),
      isDynamicEntry: true,
      imports: ['index.html', '_shared'],
    },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const check = (dist: string) => spawnSync('node', [script, dist], { encoding: 'utf8' });

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('route JavaScript budgets', () => {
  it('counts the entry, the route and what they import, each file once', () => {
    const dist = fakeBuild({ entry: 50_000, shared: 30_000, landing: 20_000, offers: 10_000 });
    const sizes = Object.fromEntries(routeSizes(dist).map((r) => [r.route, r.gzipBytes]));
    // Random bytes grow a little under gzip; never shrink.
    expect(sizes['src/app/routes/landing.tsx']).toBeGreaterThanOrEqual(70_000);
    expect(sizes['src/app/routes/landing.tsx']).toBeLessThan(71_000);
    expect(sizes['src/app/routes/offers.tsx']).toBeGreaterThanOrEqual(90_000);
    expect(sizes['src/app/routes/offers.tsx']).toBeLessThan(91_000);
  });

  it('passes a build within both budgets', () => {
    const run = check(
      fakeBuild({ entry: 80_000, shared: 30_000, landing: 30_000, offers: 30_000 }),
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/landing\.tsx \(budget 120 kB\)/);
  });

  it('fails a landing route over 120 kB with its figure', () => {
    const run = check(fakeBuild({ entry: 100_000, shared: 1_000, landing: 25_000, offers: 1_000 }));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/landing\.tsx: 12\d\.\d\d kB of JavaScript, gzip \(budget 120 kB\)/);
  });

  it('fails any other route over 150 kB with its figure', () => {
    const run = check(fakeBuild({ entry: 80_000, shared: 60_000, landing: 1_000, offers: 20_000 }));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/offers\.tsx: 16\d\.\d\d kB of JavaScript, gzip \(budget 150 kB\)/);
    expect(run.stderr).not.toMatch(/landing/);
  });
});
