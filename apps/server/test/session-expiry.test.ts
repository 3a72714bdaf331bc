import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/modules/points/ledger.repository';
import { inTransaction } from '../src/modules/points/transaction';
import { answerOf, call, createTestApp, DEMO, expectFailure, type TestApp } from './helper';
import { balance, signIn, type Signed } from './programme-helper';

let t: TestApp;
let demo: Signed;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const points = (cookie = demo.cookie) =>
  call(
    t.app,
    'GetLoyPoints',
    { ...DEMO, TYPE_NAME: 'CUSTOMER', MOBILE_NUM: demo.mobile, CUST_CODE: demo.code },
    { cookie },
  );
const expiries = async () =>
  (
    await t.app.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('customer_id', '=', demo.id)
      .execute()
  ).map((s) => s.expires_at);

describe('the session check', () => {
  it('writes nothing on a call within a day of the last extension', async () => {
    const before = await expiries();
    t.clock.advance(DAY / 2);
    const res = await points();
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(await expiries()).toEqual(before);
  });

  it('slides the expiry (and the cookie) once more than a day has passed', async () => {
    const before = await expiries();
    t.clock.advance(DAY);
    const res = await points();
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe(demo.cookie.slice(4));
    const after = await expiries();
    expect(after.length).toBe(before.length);
    expect(after.some((e) => !before.includes(e) && e > (before[0] ?? ''))).toBe(true);
  });

  it('answers the balance as it is at the start of each call', async () => {
    const first = answerOf('GetLoyPoints', await points()) as { DATA: { CURRENTPOINTS: number } };
    expect(first.DATA.CURRENTPOINTS).toBe(await balance(t.app, demo.id));
    await inTransaction(t.app.db, (trx) =>
      ledgerRepository(trx).append({
        customerId: demo.id,
        kind: 'adjust',
        points: 7,
        reference: 'test',
        createdAt: t.clock().toISOString(),
      }),
    );
    const second = answerOf('GetLoyPoints', await points()) as { DATA: { CURRENTPOINTS: number } };
    expect(second.DATA.CURRENTPOINTS).toBe(first.DATA.CURRENTPOINTS + 7);
  });

  it('refuses a signed-out cookie at once', async () => {
    const other = await signIn(t.app, 'demo@example.com');
    expect((await points(other.cookie)).statusCode).toBe(200);
    expect((await call(t.app, 'Logout', DEMO, { cookie: other.cookie })).statusCode).toBe(200);
    expectFailure(await points(other.cookie), 401);
  });

  it('refuses an expired session', async () => {
    t.clock.advance(31 * DAY);
    expectFailure(await points(), 401);
  });
});
