import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../src/cli/run';
import { cliHarness } from './cli-helper';
import { balance, signIn } from './programme-helper';

const cli = cliHarness();
const { run, write, count } = cli;
const demoCode = async () =>
  (
    await cli.t.app.db
      .selectFrom('customers')
      .select('cust_code')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow()
  ).cust_code;

describe('npm run loyalty -- --help', () => {
  it('lists every command; an unknown one exits 2', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    for (const c of commands) expect(help.out).toContain(c.name);
    expect((await run('frobnicate')).code).toBe(2);
  });

  it('runs as a program too (a fresh SQLite folder)', () => {
    const cwd = path.resolve(import.meta.dirname, '..');
    const env = { ...process.env, DATA_DIR: cli.work, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const ok = spawnSync('npx', ['tsx', 'src/cli/index.ts', 'list-customers', '--client-id', '7'], {
      cwd,
      env,
      encoding: 'utf8',
    });
    expect(ok.status).toBe(1);
    expect(ok.stderr).toContain('No programme has client id 7.');
  }, 60_000);
});

describe('post-bill, adjust-points, issue-codes, list-customers', () => {
  it('posts a bill with lines from a JSON file', async () => {
    const code = await demoCode();
    const before = await balance(cli.t.app, (await signIn(cli.t.app, 'demo@example.com')).id);
    const lines = await write(
      'lines.json',
      JSON.stringify([
        { barcode: '6291100001029', description: 'Medjool Dates 1kg', quantity: 2, price: 64 },
      ]),
    );
    const res = await run(
      'post-bill',
      '--client-id',
      '1001',
      '--code',
      code,
      '--bill-ref',
      'CLI-1',
      '--amount',
      '128',
      '--lines',
      lines,
    );
    expect(res.code).toBe(0);
    expect(res.out).toContain('128 points earned');
    expect(await balance(cli.t.app, (await signIn(cli.t.app, 'demo@example.com')).id)).toBe(
      before + 128,
    );
  });

  it('refuses bad bills, posting nothing', async () => {
    const code = await demoCode();
    const before = await count('bills');
    for (const args of [
      ['--code', code, '--mobile', '0501234567', '--bill-ref', 'CLI-2', '--amount', '1'],
      ['--code', 'nobody', '--bill-ref', 'CLI-2', '--amount', '1'],
      ['--code', code, '--bill-ref', 'CLI-2', '--amount', 'lots'],
      ['--code', code, '--bill-ref', 'CLI-1', '--amount', '1'],
      [
        '--code',
        code,
        '--bill-ref',
        'CLI-2',
        '--amount',
        '1',
        '--lines',
        path.join(cli.work, 'missing.json'),
      ],
    ]) {
      const res = await run('post-bill', '--client-id', '1001', ...args);
      expect(res.code).toBe(1);
      expect(res.err).toMatch(/^Error: /);
    }
    expect(await count('bills')).toBe(before);
  });

  it('refuses an amount over the largest bill and points past the bound, saying so', async () => {
    const code = await demoCode();
    const bills = await count('bills');
    const huge = await run(
      'post-bill',
      '--client-id',
      '1001',
      '--code',
      code,
      '--bill-ref',
      'CLI-HUGE',
      '--amount',
      '1000000000000000000000',
    );
    expect(huge).toMatchObject({
      code: 1,
      err: 'Error: The bill amount may be at most AED 100,000 in this programme.',
    });
    expect(await count('bills')).toBe(bills);
    const demo = await signIn(cli.t.app, 'demo@example.com');
    const before = await balance(cli.t.app, demo.id);
    for (const points of ['100000000000000000000', '10000001', '-10000001', '2.5']) {
      const res = await run(
        'adjust-points',
        '--client-id',
        '1001',
        '--code',
        code,
        `--points=${points}`,
        '--reason',
        'Typo',
      );
      expect(res.code).toBe(1);
      expect(res.err).toMatch(
        /^Error: (An adjustment may move at most 10,000,000 points\.|The adjustment must be a whole number other than 0\.)$/,
      );
    }
    expect(await balance(cli.t.app, demo.id)).toBe(before);
  });

  it('adjusts points with a reason, never below 0', async () => {
    const friend = await signIn(cli.t.app, 'friend@example.com');
    const before = await balance(cli.t.app, friend.id);
    expect(
      (
        await run(
          'adjust-points',
          '--client-id',
          '1001',
          '--mobile',
          '0507654321',
          '--points=-50',
          '--reason',
          'Returned goods',
        )
      ).code,
    ).toBe(0);
    expect(await balance(cli.t.app, friend.id)).toBe(before - 50);
    const tooMuch = await run(
      'adjust-points',
      '--client-id',
      '1001',
      '--mobile',
      '0507654321',
      `--points=${-before}`,
      '--reason',
      'x',
    );
    expect(tooMuch).toMatchObject({ code: 1 });
    expect(tooMuch.err).toMatch(/would leave the balance below 0\.$/);
    const audited = await cli.t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.adjust')
      .where('customer_id', '=', friend.id)
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_kind: 'cli', actor_name: 'test-operator' });
    expect(JSON.parse(audited[0]?.before_json ?? '')).toEqual({ balance: before });
    expect(JSON.parse(audited[0]?.after_json ?? '')).toMatchObject({ balance: before - 50 });
    expect(
      (
        await run(
          'adjust-points',
          '--client-id',
          '1001',
          '--mobile',
          '0507654321',
          '--points',
          '10',
        )
      ).code,
    ).toBe(1);
    expect(await balance(cli.t.app, friend.id)).toBe(before - 50);
  });

  it('issues voucher codes and lists customers', async () => {
    const issued = await run('issue-codes', '--client-id', '1001', '--count', '2', '--value', '30');
    expect(issued.code).toBe(0);
    expect(issued.out.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^[A-Z2-9]{12}$/),
      expect.stringMatching(/^[A-Z2-9]{12}$/),
    ]);
    // One batch, logged as the operator's, like the console's.
    const { db } = cli.t.app;
    const audit = await db
      .selectFrom('audit_log')
      .select('actor_name')
      .where('action', '=', 'voucher_batch.issue')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(audit?.actor_name).toBe('test-operator');
    const before = await count('vouchers');
    expect(
      (await run('issue-codes', '--client-id', '1001', '--count', '0', '--value', '30')).code,
    ).toBe(1);
    expect(
      (await run('issue-codes', '--client-id', '1001', '--count', '2', '--value', '-1')).code,
    ).toBe(1);
    expect(await count('vouchers')).toBe(before);

    const listed = await run('list-customers', '--client-id', '1001');
    expect(listed.out).toContain('demo@example.com');
    expect(listed.out).toContain('friend@example.com');
    expect(listed.out).not.toContain('lite@example.com');
  });
});
