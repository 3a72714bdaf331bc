import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cliHarness } from './cli-helper';

const cli = cliHarness();
const { run, write, count } = cli;

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
