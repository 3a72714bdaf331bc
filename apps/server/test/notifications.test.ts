import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/notify';
import { answerOf, call, DEMO, expectFailure } from './helper';
import { freshIp, newCustomer, type Signed } from './programme-helper';
import { databaseDigest } from './reliability/reliability-helper';
import { alice, bob, newVouchers, share, t, transfer } from './sharing-helper';

/** The member's inbox: written with the event, read in pages, marked read. */
interface Item {
  ID: number;
  KIND: string;
  POINTS?: number;
  REFERENCE?: string;
  VALUE?: number;
  READ: boolean;
}
interface Inbox {
  STATUS: boolean;
  DATA: { ITEMS: Item[]; UNREAD: number; MORE: boolean };
}

const inbox = async (who: Signed, extra: object = {}) => {
  const res = await call(t.app, 'OurNotifications', { ...DEMO, ...extra }, { cookie: who.cookie });
  answerOf('OurNotifications', res);
  return res.json<Inbox>().DATA;
};
const markRead = (who: Signed, upTo: unknown) =>
  call(
    t.app,
    'OurNotificationsRead',
    { ...DEMO, UP_TO: upTo },
    { cookie: who.cookie, ip: freshIp() },
  );

const postBill = (who: Signed, billRef: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    payload: { billRef, customer: { custCode: who.code }, amount: 200, ...extra },
    headers: { authorization: 'Bearer demo-staff-key' },
  });

describe('the inbox', () => {
  it('tells of points earned at the till and a voucher given with the bill', async () => {
    const res = await postBill(bob, 'INBOX-1', { issueVoucher: { value: 25 } });
    expect(res.statusCode).toBe(200);
    const { ITEMS, UNREAD } = await inbox(bob);
    expect(UNREAD).toBe(2);
    expect(ITEMS.map((i) => i.KIND)).toEqual(['voucher-received', 'points-earned']);
    expect(ITEMS[1]).toMatchObject({ REFERENCE: 'INBOX-1', READ: false });
    expect(ITEMS[1]?.POINTS).toBeGreaterThan(0);
    expect(ITEMS[0]).toMatchObject({ VALUE: 25 });
  });

  it('tells the receiver of points and of a voucher, and not the sender', async () => {
    const before = (await inbox(alice)).ITEMS.length;
    expect((await share(alice, bob, 30)).json()).toMatchObject({ STATUS: true });
    const made = await call(
      t.app,
      'CreateVoucher',
      {
        ...DEMO,
        CUST_CODE: alice.code,
        MOBILE_NUM: alice.mobile,
        TYPE_NAME: 'NEW_VOUCHER',
        POINTS: 100,
      },
      { cookie: alice.cookie, ip: freshIp() },
    );
    const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const entry = (await newVouchers(alice)).find((v) => v.VOUCHER_NO === code)?.entry_no ?? '';
    expect((await transfer(alice, bob, entry)).json()).toMatchObject({ STATUS: true });
    const { ITEMS } = await inbox(bob);
    expect(ITEMS[0]).toMatchObject({ KIND: 'voucher-received', REFERENCE: code });
    expect(ITEMS[1]).toMatchObject({ KIND: 'points-received', POINTS: 30, REFERENCE: alice.code });
    expect((await inbox(alice)).ITEMS).toHaveLength(before);
  });

  it('writes nothing when the event is refused', async () => {
    const before = await databaseDigest(t.app);
    expect((await share(alice, bob, 10_000_000)).json()).toMatchObject({ STATUS: false });
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('pages newest first; marking one read marks every older one read too', async () => {
    const who = await newCustomer(t.app, 'inbox.pages', '0505552001');
    for (let i = 1; i <= 5; i++) {
      await notify(
        t.app.db,
        who.id,
        'points-expiring',
        { points: i, until: '2027-01-31' },
        t.app.now(),
      );
    }
    const first = await inbox(who, { LIMIT: 2 });
    expect(first.ITEMS.map((i) => i.POINTS)).toEqual([5, 4]);
    expect(first.MORE).toBe(true);
    const last = first.ITEMS.at(-1)?.ID ?? 0;
    const second = await inbox(who, { LIMIT: 3, BEFORE: last });
    expect(second.ITEMS.map((i) => i.POINTS)).toEqual([3, 2, 1]);
    expect(second.MORE).toBe(false);

    const read = await markRead(who, first.ITEMS[1]?.ID);
    expect(answerOf('OurNotificationsRead', read)).toEqual({ STATUS: true, DATA: { UNREAD: 1 } });
    const after = await inbox(who);
    expect(after.ITEMS.map((i) => i.READ)).toEqual([false, true, true, true, true]);
  });

  it('refuses a bad page or mark, with the field named, and changes nothing', async () => {
    const who = await newCustomer(t.app, 'inbox.bad', '0505552002');
    const before = await databaseDigest(t.app);
    for (const [name, DATA, field] of [
      ['OurNotifications', { LIMIT: 0 }, 'LIMIT'],
      ['OurNotifications', { LIMIT: 51 }, 'LIMIT'],
      ['OurNotifications', { BEFORE: -1 }, 'BEFORE'],
      ['OurNotifications', { BEFORE: 1.5 }, 'BEFORE'],
      ['OurNotificationsRead', {}, 'UP_TO'],
      ['OurNotificationsRead', { UP_TO: 'all' }, 'UP_TO'],
    ] as const) {
      const res = await call(t.app, name, { ...DEMO, ...DATA }, { cookie: who.cookie });
      expectFailure(res, 400, new RegExp(field));
    }
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('goes with the account when it is deleted', async () => {
    const who = await newCustomer(t.app, 'inbox.gone', '0505552003');
    await notify(t.app.db, who.id, 'points-earned', { points: 1 }, t.app.now());
    const res = await call(
      t.app,
      'OurDeleteAccount',
      { ...DEMO, PASSWORD: 'demo1234', CONFIRM: true },
      { cookie: who.cookie, ip: freshIp() },
    );
    expect(res.json()).toMatchObject({ STATUS: true });
    const left = await t.app.db
      .selectFrom('notifications')
      .select('id')
      .where('customer_id', '=', who.id)
      .execute();
    expect(left).toEqual([]);
  });
});
