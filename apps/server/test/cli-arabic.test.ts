import { describe, expect, it } from 'vitest';
import { cliHarness } from './cli-helper';
import { call } from './helper';
import { databaseDigest } from './reliability/reliability-helper';

/**
 * The garbled Arabic of the feedback screen: a ratings file saved by a Windows editor in its
 * Arabic code page (1256) was read as UTF-8, so every Arabic letter became U+FFFD. Files are
 * now read as UTF-8 (a byte-order mark dropped) or UTF-16 with its mark, in NFC, and any other
 * encoding is refused with a message saying so.
 */
const cli = cliHarness();
const { run, write } = cli;

/** 'الموظفون؟' in Windows-1256, the code page of Arabic Windows. */
const STAFF_1256 = Buffer.from('c7e1e3e6d9dde6e4bf', 'hex');

const ratingsJson = (second: string) =>
  JSON.stringify([
    {
      description: 'Staff?',
      secondLanguage: second,
      type: 'Star',
      options: ['1', '2', '3', '4', '5'].map((d) => ({ desc: `Option ${d}`, desc2: `خيار ${d}` })),
    },
  ]);

const shownQuestion = async () => {
  const res = await call(cli.t.app, 'Loy_getRatingsAndOptions', {
    client_id: '1001',
    publish: 'Y',
  });
  return res.json<{ DATA: { RATINGS: { secondLanguage: string }[] } }>().DATA.RATINGS[0];
};

describe('a ratings file from a Windows editor', () => {
  it('in the Arabic code page: refused with the reason, nothing stored', async () => {
    const [head = '', tail = ''] = ratingsJson('@@').split('@@');
    const file = await write(
      'ratings-1256.json',
      Buffer.concat([Buffer.from(head), STAFF_1256, Buffer.from(tail)]),
    );
    const before = await databaseDigest(cli.t.app);
    const res = await run('set-ratings', '--client-id', '1001', '--file', file);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/is not UTF-8 text.*Save it as UTF-8/);
    expect(await databaseDigest(cli.t.app)).toBe(before);
  });

  it('in UTF-8 with a byte-order mark: read, the Arabic intact', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const file = await write(
      'ratings-bom.json',
      Buffer.concat([bom, Buffer.from(ratingsJson('الموظفون؟'))]),
    );
    expect((await run('set-ratings', '--client-id', '1001', '--file', file)).code).toBe(0);
    expect(await shownQuestion()).toMatchObject({ secondLanguage: 'الموظفون؟' });
  });

  it('in UTF-16 (Notepad’s "Unicode"): read, the Arabic intact', async () => {
    const text = Buffer.from(ratingsJson('كيف كانت الخدمة؟'), 'utf16le');
    const file = await write('ratings-16.json', Buffer.concat([Buffer.from([0xff, 0xfe]), text]));
    expect((await run('set-ratings', '--client-id', '1001', '--file', file)).code).toBe(0);
    expect(await shownQuestion()).toMatchObject({ secondLanguage: 'كيف كانت الخدمة؟' });
  });

  it('with a letter typed decomposed: stored composed (NFC)', async () => {
    // Alef with hamza above, typed as alef + combining hamza (U+0627 U+0654).
    const file = await write('ratings-nfd.json', ratingsJson('\u0627\u0654سئلة'));
    expect((await run('set-ratings', '--client-id', '1001', '--file', file)).code).toBe(0);
    expect(await shownQuestion()).toMatchObject({ secondLanguage: '\u0623سئلة' });
  });
});

describe('the content commands in Arabic', () => {
  it('add-store takes --name-ar and --address-ar; set-about takes HeadingAr and ContentAr', async () => {
    const res = await run(
      'add-store',
      '--client-id',
      '1001',
      '--name',
      'Oasis Khalidiya',
      '--address',
      'Khalidiya Mall',
      '--name-ar',
      'الواحة الخالدية',
      '--address-ar',
      'الخالدية مول',
    );
    expect(res.code).toBe(0);
    const stores = await call(cli.t.app, 'Loy_GetLocationDetails', { client_id: '1001' });
    expect(stores.json<{ DATA: object[] }>().DATA).toContainEqual(
      expect.objectContaining({ loc_nameAr: 'الواحة الخالدية', addressAr: 'الخالدية مول' }),
    );
    const about = await write(
      'about.json',
      JSON.stringify([{ Heading: 'Hours', Content: '9 to 5', HeadingAr: 'الساعات' }]),
    );
    expect((await run('set-about', '--client-id', '1001', '--file', about)).code).toBe(0);
    const shown = await call(cli.t.app, 'Loy_getAboutUs', { client_id: '1001' });
    expect(shown.json<{ DATA: object[] }>().DATA).toEqual([
      { Heading: 'Hours', Content: '9 to 5', HeadingAr: 'الساعات' },
    ]);
  });
});
