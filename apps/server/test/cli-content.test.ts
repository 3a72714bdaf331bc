import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../src/seed/minimal-pdf';
import { cliHarness } from './cli-helper';
import { call, DEMO } from './helper';

const cli = cliHarness();
const { run, write, count } = cli;

describe('promotions, stores, about, ratings', () => {
  it('adds a promotion with images and a flyer, and ends it', async () => {
    const png = await write(
      'a.png',
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
    const jpg = await write(
      'b.jpg',
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#36c' } })
        .jpeg()
        .toBuffer(),
    );
    const pdf = await write(
      'f.pdf',
      onePagePdf({ title: 'Eid sale', subtitle: 'x', lines: ['y'], accent: [0, 0, 0] }),
    );
    const today = cli.t.clock().toISOString().slice(0, 10);
    const res = await run(
      'add-promotion',
      '--client-id',
      '1001',
      '--code',
      'EID26',
      '--title',
      'Eid sale',
      '--from',
      today,
      '--to',
      '2099-01-01',
      '--image',
      png,
      '--image',
      jpg,
      '--flyer',
      pdf,
    );
    expect(res).toMatchObject({ code: 0, out: expect.stringContaining('EID26 added') });
    const list = (await call(cli.t.app, 'LoyGetPromotions', DEMO)).json<{
      PROMOTIONS: Record<string, string>[];
    }>().PROMOTIONS;
    const eid = list.find((p) => p.PROMO_CODE === 'EID26');
    expect(eid).toMatchObject({
      valid: 'Y',
      VALID_TO: '2099-01-01',
      FlyerPath: expect.stringMatching(/^flyers\//),
    });
    const images = await call(cli.t.app, 'Loy_CRM_DownloadPromotionImages', {
      ...DEMO,
      PROMO_CODE: 'EID26',
      PROMO_ID: eid?.PROMO_ID,
    });
    expect(images.json<{ DATA: unknown[] }>().DATA).toHaveLength(2);

    expect((await run('end-promotion', '--client-id', '1001', '--code', 'EID26')).code).toBe(0);
    const after = (await call(cli.t.app, 'LoyGetPromotions', DEMO)).json<{
      PROMOTIONS: Record<string, string>[];
    }>().PROMOTIONS;
    expect(after.find((p) => p.PROMO_CODE === 'EID26')).toMatchObject({
      valid: 'N',
      VALID_TO: today,
    });
    expect((await run('end-promotion', '--client-id', '1001', '--code', 'NOPE')).code).toBe(1);
  });

  it('refuses a promotion with a bad image, flyer or dates, adding nothing', async () => {
    const png = await write(
      'ok.png',
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const text = await write('fake.png', 'not an image');
    const before = await count('promotions');
    const base = ['--client-id', '1001', '--code', 'BAD1', '--title', 'Bad'];
    for (const args of [
      [...base, '--from', '2026-01-01', '--to', '2026-02-01', '--image', text],
      [...base, '--from', '2026-01-01', '--to', '2026-02-01', '--image', png, '--flyer', png],
      [...base, '--from', '2026-02-01', '--to', '2026-01-01', '--image', png],
      [...base, '--from', 'soon', '--to', '2026-01-01', '--image', png],
      [...base, '--from', '2026-01-01', '--to', '2026-02-01'],
      [
        '--client-id',
        '1001',
        '--code',
        'GROCERY20',
        '--title',
        'Dup',
        '--from',
        '2026-01-01',
        '--to',
        '2026-02-01',
        '--image',
        png,
      ],
    ]) {
      const res = await run('add-promotion', ...args);
      expect(res.code).toBe(1);
      expect(res.err).toMatch(/^Error: /);
    }
    expect(await count('promotions')).toBe(before);
  });

  it('adds a store; refuses one without a name or an address', async () => {
    const before = await count('stores');
    expect(
      (
        await run(
          'add-store',
          '--client-id',
          '1001',
          '--name',
          'Oasis Dubai Hills',
          '--address',
          'Dubai Hills Mall',
          '--phone',
          '+971 4 000 1111',
        )
      ).code,
    ).toBe(0);
    expect((await run('add-store', '--client-id', '1001', '--address', 'Nowhere')).code).toBe(1);
    const noAddress = await run('add-store', '--client-id', '1001', '--name', 'Nowhere');
    expect(noAddress.code).toBe(1);
    expect(noAddress.err).toMatch(/--address is required/);
    expect(
      (
        await run(
          'add-store',
          '--client-id',
          '1001',
          '--name',
          'X',
          '--address',
          'Y',
          '--phone',
          'call me',
        )
      ).code,
    ).toBe(1);
    expect(await count('stores')).toBe(before + 1);
    const stores = await call(cli.t.app, 'Loy_GetLocationDetails', { client_id: '1001' });
    expect(stores.json<{ DATA: { loc_name: string }[] }>().DATA.at(-1)?.loc_name).toBe(
      'Oasis Dubai Hills',
    );
  });

  it('sets the about sections from JSON; a bad file changes nothing', async () => {
    const good = await write(
      'about.json',
      JSON.stringify([{ Heading: 'Hello', Content: '**Hi**\n{size:18}there{size:end}' }]),
    );
    expect((await run('set-about', '--client-id', '1001', '--file', good)).code).toBe(0);
    const logged = await cli.t.app.db
      .selectFrom('audit_log')
      .select('actor_name')
      .where('action', '=', 'about.update')
      .executeTakeFirst();
    expect(logged?.actor_name).toBe('test-operator');
    const about = await call(cli.t.app, 'Loy_getAboutUs', { client_id: '1001' });
    expect(about.json()).toEqual({
      STATUS: true,
      DATA: [{ Heading: 'Hello', Content: '**Hi**\n{size:18}there{size:end}' }],
    });
    for (const body of ['{not json', '[]', '[{"Heading":""}]']) {
      const res = await run(
        'set-about',
        '--client-id',
        '1001',
        '--file',
        await write('bad.json', body),
      );
      expect(res.code).toBe(1);
    }
    expect((await call(cli.t.app, 'Loy_getAboutUs', { client_id: '1001' })).json()).toEqual(
      about.json(),
    );
  });

  it('sets the rating questions from JSON; five options are required', async () => {
    const five = ['1', '2', '3', '4', '5'].map((d) => ({
      desc: `Option ${d}`,
      desc2: `خيار ${d}`,
    }));
    const good = await write(
      'ratings.json',
      JSON.stringify([
        { description: 'Staff?', secondLanguage: 'الموظفون؟', type: 'Emoji', options: five },
      ]),
    );
    expect((await run('set-ratings', '--client-id', '1001', '--file', good)).code).toBe(0);
    const bad = await write(
      'ratings-bad.json',
      JSON.stringify([{ description: 'x', type: 'Star', options: five.slice(0, 4) }]),
    );
    expect((await run('set-ratings', '--client-id', '1001', '--file', bad)).code).toBe(1);
    const ratings = await call(cli.t.app, 'Loy_getRatingsAndOptions', {
      client_id: '1001',
      publish: 'Y',
    });
    expect(
      ratings.json<{ DATA: { RATINGS: { description: string; rating_type: string }[] } }>().DATA
        .RATINGS,
    ).toEqual([expect.objectContaining({ description: 'Staff?', rating_type: 'Emoji' })]);
  });
});
