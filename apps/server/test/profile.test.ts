import { describe, expect, it } from 'vitest';
import { answerOf, call, DEMO, expectFailure, LITE, login } from './helper';
import { signIn } from './programme-helper';
import {
  EMAIL_CONFIRMATION_SENT,
  MOBILE_UNAVAILABLE,
} from '../src/modules/profile/profile.service';
import { t, me, update, open, linkTo, row, setMe } from './profile-helper';

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
    setMe({
      ...me,
      email: 'mariam.new@example.com',
      mobile: '0506660009',
      cookie: byPhone.cookie ?? '',
    });
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
