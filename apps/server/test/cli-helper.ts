import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { operatorActor } from '../src/modules/audit/audit';
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../src/cli/run';
import { createTestApp, type TestApp } from './helper';
import { deps } from './programme-helper';

type Table = 'tenants' | 'promotions' | 'stores' | 'vouchers' | 'bills' | 'about_sections';

/**
 * The command line run in-process against a test server's database: each command's exit code
 * and what it printed, plus a folder for the files the commands read.
 */
export function cliHarness() {
  let t: TestApp;
  let work: string;
  beforeAll(async () => {
    t = await createTestApp();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-cli-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  /** Runs a command, with `stdin` as its standard input when given. */
  async function runWithInput(stdin: string | undefined, ...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      deps: deps(t.app),
      filesDir: path.join(t.dataDir, 'files'),
      audit: operatorActor('test-operator'),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      ...(stdin === undefined ? {} : { input: () => Promise.resolve(stdin) }),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  return {
    get t() {
      return t;
    },
    get work() {
      return work;
    },
    run: (...argv: string[]) => runWithInput(undefined, ...argv),
    runWithInput,
    async write(name: string, body: string | Buffer) {
      const file = path.join(work, name);
      await fs.writeFile(file, body);
      return file;
    },
    async count(table: Table) {
      const row = await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
