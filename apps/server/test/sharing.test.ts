import { describe, expect, it } from 'vitest';
import { answerOf, call, DEMO, expectFailure, LITE } from './helper';
import { balance, freshIp, ledgerSum, newCustomer, signIn, type Signed } from './programme-helper';
import { alice, bob, share, t } from './sharing-helper';

describe('LoySharePoints', () => {
  it('moves points to the customer whose e-mail and mobile match, as a send and a receive', async () => {
    const [a, b] = [await balance(t.app, alice.id), await balance(t.app, bob.id)];
    expect(
      answerOf(
        'LoySharePoints',
        await share(alice, { email: 'BOB@example.com', mobile: bob.mobile }, 250),
      ),
    ).toEqual({
      STATUS: true,
      MESSAGE: 'Successful',
    });
    expect(await balance(t.app, alice.id)).toBe(a - 250);
    expect(await balance(t.app, bob.id)).toBe(b + 250);
    expect(await ledgerSum(t.app, alice.id)).toBe(a - 250);
    expect(await ledgerSum(t.app, bob.id)).toBe(b + 250);
    const kinds = await t.app.db
      .selectFrom('ledger_entries')
      .select(['customer_id', 'kind', 'points'])
      .where('reference', 'in', [`To ${bob.code}`, `From ${alice.code}`])
      .orderBy('kind')
      .execute();
    expect(kinds).toEqual([
      { customer_id: bob.id, kind: 'receive', points: 250 },
      { customer_id: alice.id, kind: 'send', points: -250 },
    ]);
  });

  it('finds the receiver and the sender by a mobile written +971 or 00971', async () => {
    const [a, b] = [await balance(t.app, alice.id), await balance(t.app, bob.id)];
    const international = (mobile: string) => `+971 ${mobile.slice(1, 3)} ${mobile.slice(3)}`;
    const res = await call(
      t.app,
      'LoySharePoints',
      {
        ...DEMO,
        EMAIL_SENDER: alice.email,
        MOBILE_NUM_SENDER: `00971${alice.mobile.slice(1)}`,
        EMAIL_RECEIVER: bob.email,
        MOBILE_NUM_RECEIVER: international(bob.mobile),
        SHARE_POINTS: 10,
      },
      { cookie: alice.cookie, ip: freshIp() },
    );
    expect(answerOf('LoySharePoints', res)).toEqual({ STATUS: true, MESSAGE: 'Successful' });
    expect(await balance(t.app, alice.id)).toBe(a - 10);
    expect(await balance(t.app, bob.id)).toBe(b + 10);
  });

  it("answers 'Customer does not exist' unless both e-mail and mobile match, moving nothing", async () => {
    const a = await balance(t.app, alice.id);
    for (const to of [
      { email: 'nobody@example.com', mobile: bob.mobile },
      { email: bob.email, mobile: '0500000000' },
      { email: 'friend@example.com', mobile: bob.mobile },
    ]) {
      expect(answerOf('LoySharePoints', await share(alice, to, 10))).toEqual({
        STATUS: false,
        MESSAGE: 'Customer does not exist',
      });
    }
    expect(await balance(t.app, alice.id)).toBe(a);
  });

  it("does not reach another programme's customer, even by both e-mail and mobile", async () => {
    const lite = await signIn(t.app, 'lite@example.com', LITE.CLIENT_ID);
    const [a, l] = [await balance(t.app, alice.id), await balance(t.app, lite.id)];
    expect(answerOf('LoySharePoints', await share(alice, lite, 10))).toEqual({
      STATUS: false,
      MESSAGE: 'Customer does not exist',
    });
    expect([await balance(t.app, alice.id), await balance(t.app, lite.id)]).toEqual([a, l]);
  });

  it('refuses sending to oneself, more than the balance, and 0 or less', async () => {
    const me = { email: alice.email, mobile: alice.mobile };
    expect((await share(alice, me, 10)).json()).toEqual({
      STATUS: false,
      MESSAGE: 'You cannot send points to yourself.',
    });
    const a = await balance(t.app, alice.id);
    const to = { email: bob.email, mobile: bob.mobile };
    expect((await share(alice, to, a + 1)).json()).toEqual({
      STATUS: false,
      MESSAGE: 'Insufficient points',
    });
    for (const n of [0, -5]) {
      expect((await share(alice, to, n)).json()).toEqual({
        STATUS: false,
        MESSAGE: 'Enter a whole number of points above 0.',
      });
    }
    expect(await balance(t.app, alice.id)).toBe(a);
  });

  it('moves points once for a retried request with the same Idempotency-Key', async () => {
    const a = await balance(t.app, alice.id);
    const to = { email: bob.email, mobile: bob.mobile };
    const headers = { 'idempotency-key': 'share-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => share(alice, to, 40, headers)),
    );
    for (const res of answers) expect(res.json()).toEqual({ STATUS: true, MESSAGE: 'Successful' });
    expect(await balance(t.app, alice.id)).toBe(a - 40);
    expectFailure(await share(alice, to, 41, headers), 422);
  });
  it('is not offered by a programme with sending switched off', async () => {
    const lite = await signIn(t.app, 'lite@example.com', LITE.CLIENT_ID);
    const res = await call(
      t.app,
      'LoySharePoints',
      {
        ...LITE,
        EMAIL_SENDER: lite.email,
        MOBILE_NUM_SENDER: lite.mobile,
        EMAIL_RECEIVER: 'demo@example.com',
        MOBILE_NUM_RECEIVER: '0501234567',
        SHARE_POINTS: 10,
      },
      { cookie: lite.cookie, ip: freshIp() },
    );
    expect(answerOf('LoySharePoints', res)).toEqual({
      STATUS: false,
      MESSAGE: 'Sending points is not available in this programme.',
    });
  });
});

const recipient = (
  from: Signed | undefined,
  to: { email: string; mobile: string },
  ip = freshIp(),
) =>
  call(
    t.app,
    'LoyShareRecipient',
    { ...DEMO, EMAIL_RECEIVER: to.email, MOBILE_NUM_RECEIVER: to.mobile },
    { ...(from ? { cookie: from.cookie } : {}), ip },
  );

describe('LoyShareRecipient', () => {
  it('names the customer a send would reach: first name and masked mobile only', async () => {
    const res = await recipient(alice, {
      email: ` ${bob.email.toUpperCase()} `,
      mobile: bob.mobile,
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf('LoyShareRecipient', res)).toEqual({
      STATUS: true,
      DATA: { FIRSTNAME: 'Bob', MOBILE_MASKED: '050•••••02' },
    });
    // Nothing else of the record travels.
    expect(Object.keys(res.json<{ DATA: object }>().DATA).sort()).toEqual([
      'FIRSTNAME',
      'MOBILE_MASKED',
    ]);
  });

  it('answers exactly as a send does when no customer has both, and for oneself', async () => {
    for (const to of [
      { email: 'nobody@example.com', mobile: bob.mobile },
      { email: bob.email, mobile: '0500000000' },
      { email: 'friend@example.com', mobile: bob.mobile },
      { email: alice.email, mobile: alice.mobile },
    ]) {
      const looked = answerOf('LoyShareRecipient', await recipient(alice, to));
      const sent = answerOf('LoySharePoints', await share(alice, to, 10));
      expect(looked).toEqual(sent);
      expect(looked).toMatchObject({ STATUS: false });
      expect(looked).not.toHaveProperty('DATA');
    }
  });

  it('needs a session and is limited per customer, whatever the address', async () => {
    expectFailure(await recipient(undefined, { email: bob.email, mobile: bob.mobile }), 401);
    const carol = await newCustomer(t.app, 'carol', '0508880003');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await recipient(carol, { email: `walk${i}@example.com`, mobile: bob.mobile });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
