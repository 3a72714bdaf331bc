import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_REUSE_MS } from '../src/modules/accounts/session-cache';
import { sha256 } from '../src/lib/tokens';
import { ledgerRepository } from '../src/ledger/ledger.repository';
import { inTransaction } from '../src/ledger/transaction';
import { answerOf, call, createTestApp, DEMO, expectFailure, type TestApp } from './helper';
import { balance, signIn, type Signed } from './programme-helper';
import { withPg } from './test-db';

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

  it('sees a write by another process (the command line) within a second', async () => {
    const shown = async (cookie = demo.cookie) =>
      (answerOf('GetLoyPoints', await points(cookie)) as { DATA: { CURRENTPOINTS: number } }).DATA
        .CURRENTPOINTS;
    const before = await shown();
    const other = await signIn(t.app, 'demo@example.com');
    expect((await points(other.cookie)).statusCode).toBe(200);
    // Another connection to the same database, not this server's (`$1`: `?` on SQLite).
    const elsewhere = async (sql: string, ...values: unknown[]) => {
      if (t.app.dialect === 'sqlite') {
        const connection = new SQLite(path.join(t.dataDir, 'loyalty.db'));
        try {
          connection.prepare(sql.replace(/\$\d+/g, '?')).run(...values);
        } finally {
          connection.close();
        }
      } else {
        const schema = t.app.config.databaseSchema ?? 'public';
        await withPg(async (c) => {
          await c.query(`set search_path to "${schema}"`);
          await c.query(sql, values);
        });
      }
    };
    await elsewhere(
      'update customers set points_balance = points_balance + 5 where id = $1',
      demo.id,
    );
    await elsewhere('delete from sessions where id_hash = $1', sha256(other.cookie.slice(4)));
    t.clock.advance(SESSION_CHECK_REUSE_MS);
    expect(await shown()).toBe(before + 5);
    expectFailure(await points(other.cookie), 401);
  });

  it('refuses an expired session', async () => {
    t.clock.advance(31 * DAY);
    expectFailure(await points(), 401);
  });
});
