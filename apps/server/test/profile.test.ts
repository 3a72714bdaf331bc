import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  call,
  createTestApp,
  DEMO,
  expectFailure,
  LITE,
  login,
  type TestApp,
} from './helper';
import { freshIp, newCustomer, signIn, type Signed } from './programme-helper';
import {
  EMAIL_CONFIRMATION_SENT,
  MOBILE_UNAVAILABLE,
  TOO_MANY_IDENTIFIER_CHANGES,
} from '../src/modules/profile/profile.service';

let t: TestApp;
let me: Signed;
beforeAll(async () => {
  t = await createTestApp();
  me = await newCustomer(t.app, 'profile', '0506660001');
});
afterAll(() => t.close());

const update = (details: Record<string, unknown>, who = me) =>
  call(
    t.app,
    'LoyUpdateCustomer',
    {
      ...DEMO,
      TYPE_NAME: 'CUSTOMER_UPDATE',
      CUSTOMER_DETAILS: { CUST_CODE: who.code, ...details },
    },
    { cookie: who.cookie, ip: freshIp() },
  );
const open = (link: string) =>
  t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
/** The link of the newest confirmation mail to `email`. */
async function linkTo(email: string): Promise<string> {
  const mail = (await t.app.outbox.listNewestFirst()).find((m) => m.to === email);
  const link = /https?:\/\/\S+confirm-email\?token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  return link ?? '';
}
const row = () =>
  t.app.db.selectFrom('customers').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();

describe('LoyUpdateCustomer', () => {
  it("updates the session's own customer, names capitalised word by word", async () => {
    const res = await update({
      FIRSTNAME: 'mARIAM',
      LASTNAME: 'al sayed',
      ADDR1: '12',
      ADDR2: 'Corniche Road',
      ADDR3: 'Abu Dhabi',
      BIRTHDATE: '1992-06-30',
      GENDER: 'FEMALE',
      NATIONALITY: 'Omani',
      COUNTRY: 'United Arab Emirates',
      country_code: 'AE',
      CITY: 'Abu Dhabi',
      city_code: 'AE-AUH',
      AREA: 'Al Khalidiyah',
      area_code: 'AE-AUH-AL-KHALIDIYAH',
      COMPNAME: 'Oasis Trading',
    });
    expect(answerOf('LoyUpdateCustomer', res)).toEqual({
      STATUS: true,
      MESSAGE: 'Updated successfully',
    });
    expect(await row()).toMatchObject({
      first_name: 'Mariam',
      last_name: 'Al Sayed',
      addr1: '12',
      addr2: 'Corniche Road',
      addr3: 'Abu Dhabi',
      birth_date: '1992-06-30',
      gender: 'Female',
      nationality: 'Omani',
      city: 'Abu Dhabi',
      area_code: 'AE-AUH-AL-KHALIDIYAH',
      comp_name: 'Oasis Trading',
      email: me.email,
    });
  });

  it('changes the mobile at once and the e-mail once the link mailed to it is opened', async () => {
    expect(
      (await update({ EMAIL: 'Mariam.New@Example.com', MOBILE: '0506660009' })).json(),
    ).toEqual({ STATUS: true, MESSAGE: EMAIL_CONFIRMATION_SENT });
    // Not yet: the old e-mail still signs in, the new mobile already does.
    expect((await row()).email).toBe(me.email);
    expect((await login(t.app, me.email)).res.json()).toMatchObject({ STATUS: true });
    const byPhone = await login(t.app, '0506660009', { type: 'PHONE' });
    expect(byPhone.res.json()).toMatchObject({ STATUS: true });

    const link = await linkTo('mariam.new@example.com');
    expect(link).toMatch(
      /^http:\/\/localhost(:80)?\/api\/profile\/confirm-email\?token=[\w-]{43}$/,
    );
    const opened = await open(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.body).toContain('mariam.new@example.com');
    expect((await row()).email).toBe('mariam.new@example.com');
    expect((await login(t.app, 'mariam.new@example.com')).res.json()).toMatchObject({
      STATUS: true,
    });
    // The old address is told.
    const notice = (await t.app.outbox.listNewestFirst()).find((m) => m.to === me.email);
    expect(notice?.text).toContain('is now mariam.new@example.com');
    // A link works once.
    expect((await open(link)).statusCode).toBe(400);
    me = {
      ...me,
      email: 'mariam.new@example.com',
      mobile: '0506660009',
      cookie: byPhone.cookie ?? '',
    };
  });

  it('refuses each broken rule with the sign-up message, changing nothing', async () => {
    const before = await row();
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          BIRTHDATE: new Date(t.clock().getTime() - 17 * 365 * 86_400_000)
            .toISOString()
            .slice(0, 10),
        },
        'You must be at least 18 years old.',
      ],
      [{ BIRTHDATE: '' }, 'All fields are required.'],
      [{ FIRSTNAME: '  ' }, 'All fields are required.'],
      [{ EMAIL: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ MOBILE: '12ab' }, 'Please enter a valid phone number.'],
      [{ MOBILE: '0507654321' }, MOBILE_UNAVAILABLE],
      [
        { profile_img: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' },
        'Upload the picture first: this file is unknown.',
      ],
      [{ profile_img: '../../loyalty.db' }, 'Upload the picture first: this file is unknown.'],
    ];
    for (const [details, message] of cases) {
      expect(
        answerOf('LoyUpdateCustomer', await update({ FIRSTNAME: 'Changed', ...details })),
      ).toEqual({
        STATUS: false,
        MESSAGE: message,
      });
    }
    expect(await row()).toEqual(before);
  });

  it('refuses another customer (403) and a body without a customer code (400)', async () => {
    const friend = await signIn(t.app, 'friend@example.com');
    expectFailure(await update({ FIRSTNAME: 'Hacked' }, { ...me, code: friend.code }), 403);
    expectFailure(
      await call(
        t.app,
        'LoyUpdateCustomer',
        { ...LITE, TYPE_NAME: 'CUSTOMER_UPDATE', CUSTOMER_DETAILS: { CUST_CODE: me.code } },
        { cookie: me.cookie },
      ),
      403,
    );
    expectFailure(
      await call(
        t.app,
        'LoyUpdateCustomer',
        { ...DEMO, TYPE_NAME: 'CUSTOMER_UPDATE', CUSTOMER_DETAILS: {} },
        { cookie: me.cookie },
      ),
      400,
      /CUST_CODE/,
    );
    expect((await row()).first_name).not.toBe('Hacked');
  });
});

describe('a new e-mail address', () => {
  it('another customer has: the same answer, and no mail or change', async () => {
    const before = (await t.app.outbox.listNewestFirst()).length;
    expect((await update({ EMAIL: 'friend@example.com' })).json()).toEqual({
      STATUS: true,
      MESSAGE: EMAIL_CONFIRMATION_SENT,
    });
    expect((await t.app.outbox.listNewestFirst()).length).toBe(before);
    expect((await row()).email).toBe(me.email);
  });

  it('taken by another customer before the link is opened: a neutral page, no change', async () => {
    const other = await newCustomer(t.app, 'racer', '0506660020');
    await update({ EMAIL: 'contested@example.com' }, other);
    const link = await linkTo('contested@example.com');
    // Meanwhile another customer takes the address (the unique index would refuse it too).
    const taker = await newCustomer(t.app, 'taker', '0506660022');
    await update({ EMAIL: 'contested@example.com' }, taker);
    expect((await open(await linkTo('contested@example.com'))).statusCode).toBe(200);
    const res = await open(link);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This link can no longer be used');
    expect(res.body).not.toContain('contested@example.com');
    const theirs = await t.app.db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(theirs.email).toBe(other.email);
  });

  it('asked for twice: only the newest link works', async () => {
    const twice = await newCustomer(t.app, 'twice', '0506660023');
    await update({ EMAIL: 'twice-a@example.com' }, twice);
    const first = await linkTo('twice-a@example.com');
    await update({ EMAIL: 'twice-b@example.com' }, twice);
    expect((await open(first)).statusCode).toBe(400);
    expect((await open(await linkTo('twice-b@example.com'))).statusCode).toBe(200);
    const theirs = await t.app.db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', twice.id)
      .executeTakeFirstOrThrow();
    expect(theirs.email).toBe('twice-b@example.com');
  });

  it('after 24 hours the link no longer works', async () => {
    const late = await newCustomer(t.app, 'late', '0506660021');
    await update({ EMAIL: 'late-new@example.com' }, late);
    const link = await linkTo('late-new@example.com');
    t.clock.advance(24 * 3_600_000);
    const res = await open(link);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This link can no longer be used');
    expect((await open(`${link}x`)).statusCode).toBe(400);
    const theirs = await t.app.db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', late.id)
      .executeTakeFirstOrThrow();
    expect(theirs.email).toBe('late@example.com');
  });
});

describe('e-mail and mobile changes', () => {
  it("refuse another customer's mobile without saying it has an account", async () => {
    const res = answerOf('LoyUpdateCustomer', await update({ MOBILE: '0507654321' }));
    expect(res).toEqual({ STATUS: false, MESSAGE: MOBILE_UNAVAILABLE });
    expect(JSON.stringify(res)).not.toMatch(/account|exists/i);
  });

  it('are limited to 5 a day; other fields and unchanged values still save', async () => {
    const busy = await newCustomer(t.app, 'busy', '0506660030');
    t.clock.advance(24 * 3_600_000 - (t.clock().getTime() % (24 * 3_600_000)));
    for (let i = 1; i <= 5; i++) {
      expect((await update({ MOBILE: `050666004${i}` }, busy)).json()).toEqual({
        STATUS: true,
        MESSAGE: 'Updated successfully',
      });
    }
    expect((await update({ MOBILE: '0506660049' }, busy)).json()).toEqual({
      STATUS: false,
      MESSAGE: TOO_MANY_IDENTIFIER_CHANGES,
    });
    expect((await update({ EMAIL: 'busy-new@example.com' }, busy)).json()).toEqual({
      STATUS: false,
      MESSAGE: TOO_MANY_IDENTIFIER_CHANGES,
    });
    // The app sends every field on each save: the same values are no change.
    expect(
      (await update({ FIRSTNAME: 'Still', MOBILE: '0506660045', EMAIL: busy.email }, busy)).json(),
    ).toEqual({ STATUS: true, MESSAGE: 'Updated successfully' });
    const saved = await t.app.db
      .selectFrom('customers')
      .select(['mobile', 'first_name'])
      .where('id', '=', busy.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ mobile: '0506660045', first_name: 'Still' });
    t.clock.advance(24 * 3_600_000);
    expect((await update({ MOBILE: '0506660049' }, busy)).json()).toMatchObject({ STATUS: true });
  });
});
