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

  it('changes e-mail and mobile; the customer then signs in with the new ones', async () => {
    expect(
      (await update({ EMAIL: 'Mariam.New@Example.com', MOBILE: '0506660009' })).json(),
    ).toEqual({
      STATUS: true,
      MESSAGE: 'Updated successfully',
    });
    expect((await login(t.app, 'mariam.new@example.com')).res.json()).toMatchObject({
      STATUS: true,
    });
    const byPhone = await login(t.app, '0506660009', { type: 'PHONE' });
    expect(byPhone.res.json()).toMatchObject({ STATUS: true });
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
      [{ EMAIL: 'friend@example.com' }, 'An account with this email address already exists.'],
      [{ MOBILE: '0507654321' }, 'An account with this mobile number already exists.'],
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
