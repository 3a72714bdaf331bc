import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, answerOf, call as callFrom, createTestApp, login, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const yearsAgo = (years: number, days = 0) => {
  // The test clock starts at the real time, and this file never moves it.
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

let ip = 0;
/** Each sign-up from its own address: the per-IP limit has a test of its own. */
const call = (...args: Parameters<typeof callFrom>) =>
  callFrom(args[0], args[1], args[2], {
    ip: `10.2.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...args[3],
  });

let n = 0;
/** A valid registration with a fresh e-mail and mobile, as the web form sends it. */
function registration(over: Record<string, unknown> = {}, password = 'secret1') {
  n += 1;
  return {
    ...DEMO,
    TYPE_NAME: 'CUSTOMER',
    CUSTOMER_DETAILS: {
      FIRSTNAME: 'aMIRA',
      LASTNAME: 'saleh',
      MOBILE: `05588800${String(n).padStart(2, '0')}`,
      EMAIL: `new${n}@example.com`,
      BIRTHDATE: yearsAgo(30),
      NATIONALITY: 'Emirati',
      COUNTRY: 'United Arab Emirates',
      GENDER: 'FEMALE',
      CITY: 'Dubai',
      AREA: 'Deira',
      country_code: 'AE',
      city_code: 'AE-DXB',
      area_code: 'AE-DXB-DEIRA',
      ADDR1: '',
      ADDR2: '',
      ADDR3: '',
      COMPNAME: '',
      ...over,
    },
    LOGIN_DETAILS: { USERNAME: `new${n}@example.com`, PWORD: password, VALID: 'Y' },
  };
}

async function customerCount(): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from customers`.execute(
    t.app.db,
  );
  return Number(rows[0]?.n);
}

describe('LoyCreateCustomer', () => {
  it('registers a customer who can then sign in, with names capitalised and the base card type', async () => {
    const body = registration();
    const res = await call(t.app, 'LoyCreateCustomer', body);
    expect(res.statusCode).toBe(200);
    expect(answerOf('LoyCreateCustomer', res)).toEqual({
      STATUS: true,
      MESSAGE: 'Sign Up Successful',
    });
    const { res: signedIn } = await login(t.app, body.CUSTOMER_DETAILS.EMAIL, {
      password: 'secret1',
    });
    expect(signedIn.json()).toMatchObject({
      STATUS: true,
      DATA: { CUST_NAME: 'Amira Saleh', CARD_TYPE: 'SILVER' },
    });
  });

  it('gives random, unique customer codes and card numbers', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const body = registration();
      await call(t.app, 'LoyCreateCustomer', body);
      const { res } = await login(t.app, body.CUSTOMER_DETAILS.EMAIL, { password: 'secret1' });
      codes.push((res.json() as { DATA: { CUST_CODE: string } }).DATA.CUST_CODE);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Not handed out in sequence: consecutive sign-ups are far apart.
    const numbers = codes.map(Number).sort((a, b) => a - b);
    expect(numbers.some((v, i) => i > 0 && v - (numbers[i - 1] ?? 0) > 1000)).toBe(true);
    const { rows } = await sql<{ card_no: string }>`select card_no from customers`.execute(
      t.app.db,
    );
    expect(new Set(rows.map((r) => r.card_no)).size).toBe(rows.length);
    for (const r of rows) expect(r.card_no).toMatch(/^\d{16}$/);
  });

  const refusals: [string, Record<string, unknown>, string, string?][] = [
    ['a blank first name', { FIRSTNAME: '' }, 'All fields are required.'],
    ['a blank area', { AREA: ' ' }, 'All fields are required.'],
    ['a blank birth date', { BIRTHDATE: '' }, 'All fields are required.'],
    ['a blank password', {}, 'All fields are required.', ''],
    ['a malformed e-mail', { EMAIL: 'someone@nowhere' }, 'Please enter a valid email address.'],
    ['a phone of 4 digits', { MOBILE: '0501' }, 'Please enter a valid phone number.'],
    ['a phone of 16 digits', { MOBILE: '0501234567890123' }, 'Please enter a valid phone number.'],
    ['a phone with letters', { MOBILE: '05012ABC67' }, 'Please enter a valid phone number.'],
    ['an age under 18', { BIRTHDATE: yearsAgo(18, 1) }, 'You must be at least 18 years old.'],
    ['a password of 3 characters', {}, 'Password must be greater than 3 characters.', 'abc'],
  ];

  it.each(refusals)(
    'refuses %s with the spec message and writes nothing',
    async (_, over, message, pw) => {
      const before = await customerCount();
      const res = await call(t.app, 'LoyCreateCustomer', registration(over, pw ?? 'secret1'));
      expect(res.statusCode).toBe(200);
      expect(answerOf('LoyCreateCustomer', res)).toEqual({ STATUS: false, MESSAGE: message });
      expect(await customerCount()).toBe(before);
    },
  );

  it('accepts a customer who turns 18 today', async () => {
    const res = await call(t.app, 'LoyCreateCustomer', registration({ BIRTHDATE: yearsAgo(18) }));
    expect(res.json()).toMatchObject({ STATUS: true });
  });

  it('checks the rules in the spec order (required before e-mail before phone)', async () => {
    const res = await call(
      t.app,
      'LoyCreateCustomer',
      registration({ FIRSTNAME: '', EMAIL: 'bad', MOBILE: '1' }),
    );
    expect(res.json()).toEqual({ STATUS: false, MESSAGE: 'All fields are required.' });
    const next = await call(
      t.app,
      'LoyCreateCustomer',
      registration({ EMAIL: 'bad', MOBILE: '1' }),
    );
    expect(next.json()).toEqual({ STATUS: false, MESSAGE: 'Please enter a valid email address.' });
  });

  it('refuses a duplicate e-mail or mobile in the same programme and writes nothing', async () => {
    const before = await customerCount();
    const email = await call(
      t.app,
      'LoyCreateCustomer',
      registration({ EMAIL: 'DEMO@example.com' }),
    );
    expect(answerOf('LoyCreateCustomer', email)).toEqual({
      STATUS: false,
      MESSAGE: 'An account with this email address already exists.',
    });
    const mobile = await call(t.app, 'LoyCreateCustomer', registration({ MOBILE: '0501234567' }));
    expect(mobile.json()).toEqual({
      STATUS: false,
      MESSAGE: 'An account with this mobile number already exists.',
    });
    expect(await customerCount()).toBe(before);
  });

  it.each([
    ['+971 55 777 01%s', '05577701%s'],
    ['0097155777 05%s', '05577705%s'],
    ['971 55 777 02%s', '05577702%s'],
    ['055-777-03%s', '05577703%s'],
    ['55777 04%s', '05577704%s'],
  ])('stores a mobile written %s in one form, found again by any form', async (written, stored) => {
    const suffix = String(n % 100).padStart(2, '0');
    const body = registration({ MOBILE: written.replace('%s', suffix) });
    const res = await call(t.app, 'LoyCreateCustomer', body);
    expect(answerOf('LoyCreateCustomer', res)).toEqual({
      STATUS: true,
      MESSAGE: 'Sign Up Successful',
    });
    const national = stored.replace('%s', suffix);
    const { rows } = await sql<{ mobile: string }>`select mobile from customers where email = ${
      body.CUSTOMER_DETAILS.EMAIL
    }`.execute(t.app.db);
    expect(rows.map((r) => r.mobile)).toEqual([national]);
    // The same number in another form is the same customer: signed in, and no second account.
    const international = `+971 ${national.slice(1)}`;
    const { res: signedIn } = await login(t.app, international, {
      type: 'PHONE',
      password: 'secret1',
    });
    expect(signedIn.json()).toMatchObject({ STATUS: true, DATA: { MOBILE: national } });
    const again = await call(t.app, 'LoyCreateCustomer', registration({ MOBILE: international }));
    expect(again.json()).toEqual({
      STATUS: false,
      MESSAGE: 'An account with this mobile number already exists.',
    });
  });

  it('refuses a mobile that has no digits to store', async () => {
    const res = await call(t.app, 'LoyCreateCustomer', registration({ MOBILE: '+971 --' }));
    expect(res.json()).toEqual({ STATUS: false, MESSAGE: 'Please enter a valid phone number.' });
  });

  it('allows the same e-mail and mobile in another programme', async () => {
    const res = await call(t.app, 'LoyCreateCustomer', {
      ...registration({ EMAIL: 'demo@example.com', MOBILE: '0501234567' }),
      CLIENT_ID: '1002',
    });
    expect(res.json()).toEqual({ STATUS: true, MESSAGE: 'Sign Up Successful' });
  });

  it('refuses a body missing a field with 400 naming it', async () => {
    const body = registration();
    const { EMAIL: _, ...details } = body.CUSTOMER_DETAILS;
    const res = await call(t.app, 'LoyCreateCustomer', { ...body, CUSTOMER_DETAILS: details });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ STATUS: false, MESSAGE: expect.stringMatching(/EMAIL/) });
  });

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await call(t.app, 'LoyCreateCustomer', registration({ FIRSTNAME: '' }), {
        ip: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
