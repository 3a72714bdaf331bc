import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV as PRODUCTION } from './fixtures';

function runServer(env: Record<string, string>, stopWhen: RegExp) {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (stopWhen.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

// Each test starts a process under tsx; four at once on a busy machine take their time.
describe.concurrent('the server process', { timeout: 200_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-prod-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('exits with 1 and the list of problems when production settings are missing', async () => {
    const { code, output } = await runServer(
      { NODE_ENV: 'production', DATA_DIR: dataDir, MAIL_URL: PRODUCTION.MAIL_URL },
      /$^/,
    );
    expect(code).toBe(1);
    // One JSON log line with the message and the list, no stack trace.
    const line = logLines(output).find((l) => l.level === 60);
    expect(line?.msg).toMatch(/^Refusing to start: /);
    const problems = line?.problems as string[];
    expect(problems.some((p) => p.startsWith('PUBLIC_ORIGIN: required'))).toBe(true);
    expect(problems.some((p) => p.startsWith('METRICS_TOKEN: required'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SECRET_KEY: required'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MAIL_URL'))).toBe(false);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('refuses NODE_ENV=Production with a JSON log line', async () => {
    const { code, output } = await runServer(
      { ...PRODUCTION, NODE_ENV: 'Production', DATA_DIR: dataDir },
      /$^/,
    );
    expect(code).toBe(1);
    const line = logLines(output).find((l) => l.level === 60);
    expect(line?.problems).toEqual(['NODE_ENV: must be development, production or test']);
    expect(output).not.toContain('Server listening');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('has the command line print a refused configuration as a plain message', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'list-customers', '--client-id', '1001'],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'Production', DATA_DIR: dataDir },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Refusing to start:\n  - NODE_ENV: must be development, production or test',
    );
  });

  it('reports a database it cannot open as a JSON log line', async () => {
    // A file where the data folder should be: SQLite cannot make its database there.
    const file = path.join(dataDir, 'not-a-folder');
    await fs.writeFile(file, '');
    const { code, output } = await runServer({ DATA_DIR: file, DATABASE_START_WAIT_MS: '0' }, /$^/);
    expect(code).toBe(1);
    const line = logLines(output).find((l) => l.level === 60);
    expect(line?.msg).toMatch(/^could not start: /);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('listens with a full production configuration', async () => {
    const { output } = await runServer(
      { ...PRODUCTION, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: '0' },
      /Server listening at/,
    );
    expect(output).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    const database = logLines(output).find((l) => l.msg === 'database in use');
    expect(database).toMatchObject({ database: 'sqlite', file: path.join(dataDir, 'loyalty.db') });
    expect(output).not.toContain('seeded');
  });
});
