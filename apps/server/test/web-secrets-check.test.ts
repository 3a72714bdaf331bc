import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../web/scripts/check-no-secrets.mjs');

/** Runs the check the e2e script runs after building the web app, on a folder of ours. */
function check(dist: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [SCRIPT, dist], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('the check that the built web app holds no server secret', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><script src="/a.js">');
    await fs.writeFile(
      path.join(dist, 'assets', 'index-abc.js'),
      'const u=location.origin+"/config/GetAppSettings";fetch(u,{method:"POST"})',
    );
  });
  afterEach(() => fs.rm(dist, { recursive: true, force: true }));

  it('passes a clean build', () => {
    const { code, out } = check(dist, { DATABASE_URL: 'postgres://app:pw@db:5432/loyalty' });
    expect(code).toBe(0);
    expect(out).toMatch(/No server secrets in 2 files/);
  });

  it('fails on a connection URL, a private key or a staff key, naming the file', async () => {
    const leaks = [
      'const db="postgres://app:pw@db.internal:5432/loyalty"',
      'const m="smtp://user:pw@smtp.shop.ae:587"',
      '"-----BEGIN PRIVATE KEY-----\\nMIIE"',
      `const k="lk_${'A'.repeat(43)}"`,
      'headers:{"X-Api-Key":"demo-staff-key"}',
    ];
    for (const leak of leaks) {
      await fs.writeFile(path.join(dist, 'assets', 'leak.js'), leak);
      const { code, out } = check(dist);
      expect(code, leak).toBe(1);
      expect(out).toContain(path.join('assets', 'leak.js'));
    }
  });

  it("fails on the value of a secret setting, even inside the build's .gz copies", async () => {
    const token = 'metrics-Zq8vL1xP4kR7nT2w';
    await fs.writeFile(
      path.join(dist, 'assets', 'index-abc.js.gz'),
      gzipSync(`const t=${JSON.stringify(token)}`),
    );
    const { code, out } = check(dist, { METRICS_TOKEN: token });
    expect(code).toBe(1);
    expect(out).toContain('the value of METRICS_TOKEN');
    expect(out).not.toContain(token);
  });
});
