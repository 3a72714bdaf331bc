import { spawnSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
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

describe('create-tenant', () => {
  it('creates a programme and prints its staff key once; the key works on the staff API', async () => {
    const res = await run(
      'create-tenant',
      '--client-id',
      '1003',
      '--sub-domain',
      'acme',
      '--name',
      'Acme Rewards',
    );
    expect(res.code).toBe(0);
    const key = /Staff API key[^:]*: (\S+)/.exec(res.out)?.[1] ?? '';
    expect(key).toMatch(/^lk_[\w-]{43}$/);
    const stored = await cli.t.app.db
      .selectFrom('tenants')
      .select('staff_api_key_hash')
      .where('client_id', '=', 1003)
      .executeTakeFirstOrThrow();
    expect(stored.staff_api_key_hash).not.toContain(key);
    const codes = await cli.t.app.inject({
      method: 'POST',
      url: '/api/pos/voucher-codes',
      headers: { 'x-api-key': key },
      payload: { count: 1, value: 5 },
    });
    expect(codes.statusCode).toBe(200);
  });

  it('gives a programme its colour, which its settings carry to the app', async () => {
    const res = await run(
      'create-tenant',
      '--client-id',
      '1006',
      '--sub-domain',
      'tint',
      '--name',
      'Tint Club',
      '--brand-color',
      '#7C3AED',
    );
    expect(res.code).toBe(0);
    const settings = await cli.t.app.inject({
      method: 'POST',
      url: '/config/GetAppSettings',
      payload: { FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: 'tint' },
    });
    expect(settings.json()).toMatchObject({ AppDisplayName: 'Tint Club', BrandColor: '#7c3aed' });
  });

  it('gives a programme its landing picture and tagline, which its settings carry', async () => {
    const hero = await write(
      'hero.png',
      await sharp({ create: { width: 2400, height: 1500, channels: 3, background: '#157' } })
        .png()
        .toBuffer(),
    );
    const res = await run(
      'create-tenant',
      ...['--client-id', '1106', '--sub-domain', 'hero', '--name', 'Hero Club'],
      ...['--hero-image', hero, '--tagline', '  Points on every visit.  '],
    );
    expect(res.code).toBe(0);
    const settings = (
      await cli.t.app.inject({
        method: 'POST',
        url: '/config/GetAppSettings',
        headers: { host: 'hero.loyalty.test' },
        payload: { FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: 'hero' },
      })
    ).json<{ HeroImage?: string; Tagline?: string }>();
    expect(settings.Tagline).toBe('Points on every visit.');
    expect(settings.HeroImage).toMatch(
      /^http:\/\/hero\.loyalty\.test\/files\/content\/[a-f0-9]{32}\.webp$/,
    );
    // Stored re-encoded and no larger than a phone needs, served by the file server.
    const file = await cli.t.app.inject({
      method: 'GET',
      url: new URL(settings.HeroImage!).pathname,
    });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 800 });
  });

  it('refuses a landing picture that is not one, or a tagline too long, creating nothing', async () => {
    const before = await count('tenants');
    const text = await write('not-a-picture.png', 'hello');
    for (const args of [
      ['--hero-image', text],
      ['--hero-image', '/nowhere/hero.png'],
      ['--tagline', 'x'.repeat(81)],
    ]) {
      const res = await run(
        'create-tenant',
        ...['--client-id', '1107', '--sub-domain', 'nohero', '--name', 'X', ...args],
      );
      expect(res.code).toBe(1);
      expect(res.err).toMatch(/^Error: .*(picture|read|80 characters)/);
    }
    expect(await count('tenants')).toBe(before);
    const ok = await run(
      'create-tenant',
      ...['--client-id', '1107', '--sub-domain', 'nohero', '--name', 'X'],
      ...['--tagline', 'x'.repeat(80)],
    );
    expect(ok.code).toBe(0);
  });

  it('refuses a taken client id or sub-domain and bad rules, creating nothing', async () => {
    const before = await count('tenants');
    for (const args of [
      ['--client-id', '1001', '--sub-domain', 'other', '--name', 'X'],
      ['--client-id', '1004', '--sub-domain', 'demo', '--name', 'X'],
      ['--client-id', '1004', '--sub-domain', 'Bad Name', '--name', 'X'],
      ['--client-id', '1004', '--sub-domain', 'ok', '--name', 'X', '--point-value-fils', '0'],
      ['--client-id', 'abc', '--sub-domain', 'ok', '--name', 'X'],
      ['--client-id', '1004', '--sub-domain', 'ok'],
      ['--client-id', '1004', '--sub-domain', 'ok', '--name', 'X', '--colour', 'red'],
      ['--client-id', '1004', '--sub-domain', 'ok', '--name', 'X', '--brand-color', 'red'],
    ]) {
      const res = await run('create-tenant', ...args);
      expect(res.code).toBe(1);
      expect(res.err).toMatch(/^Error: /);
    }
    expect(await count('tenants')).toBe(before);
  });

  it("sets the programme's largest bill and time zone, refusing a zone it does not know", async () => {
    const base = ['--sub-domain', 'zoned', '--name', 'Zoned'];
    const unknown = await run(
      'create-tenant',
      '--client-id',
      '1007',
      ...base,
      '--time-zone',
      'Mars/Olympus',
    );
    expect(unknown).toMatchObject({
      code: 1,
      err: 'Error: Mars/Olympus is not a time zone name such as Asia/Dubai.',
    });
    const made = await run(
      'create-tenant',
      '--client-id',
      '1007',
      ...base,
      '--max-bill',
      '2500',
      '--time-zone',
      'Europe/London',
    );
    expect(made.code).toBe(0);
    const row = await cli.t.app.db
      .selectFrom('tenants')
      .select(['max_bill_fils', 'time_zone'])
      .where('client_id', '=', 1007)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ max_bill_fils: 250_000, time_zone: 'Europe/London' });
    const demo = await cli.t.app.db
      .selectFrom('tenants')
      .select(['max_bill_fils', 'time_zone'])
      .where('client_id', '=', 1001)
      .executeTakeFirstOrThrow();
    expect(demo).toEqual({ max_bill_fils: 10_000_000, time_zone: 'Asia/Dubai' });
  });
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
    expect(tooMuch).toMatchObject({ code: 1, err: 'Error: Insufficient points' });
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
