import { getLoyPointsRequest, getLoyPointsResponse, parseWith, registry } from '@loyalty/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compiledOnce } from '../src/db/compiled-once';
import type { Database } from '../src/db/database';
import { compiledCheck, compiledSchema } from '../src/plugins/calls';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('queries compiled once', () => {
  const byCode = compiledOnce(
    ['code', 'tenant'],
    (db: Kysely<Database>, v: { code: string; tenant: number }) =>
      db
        .selectFrom('customers')
        .select(['email', 'cust_code'])
        .where('cust_code', '=', v.code)
        .where('tenant_id', '=', v.tenant)
        .where('email', '!=', ''),
  );

  it('bind new values on every run, on the pool and in a transaction', async () => {
    const some = await t.app.db
      .selectFrom('customers')
      .select(['cust_code', 'tenant_id', 'email'])
      .limit(2)
      .execute();
    expect(some.length).toBe(2);
    for (const c of some) {
      expect(await byCode.execute(t.app.db, { code: c.cust_code, tenant: c.tenant_id })).toEqual([
        { email: c.email, cust_code: c.cust_code },
      ]);
    }
    const [c] = some;
    const inside = await t.app.db
      .transaction()
      .execute((trx) =>
        byCode.execute(trx, { code: c?.cust_code ?? '', tenant: c?.tenant_id ?? 0 }),
      );
    expect(inside).toEqual([{ email: c?.email, cust_code: c?.cust_code }]);
    expect(await byCode.execute(t.app.db, { code: 'no such code', tenant: 1 })).toEqual([]);
  });

  it('answer the same rows straight on the driver as through Kysely, wide ones too', async () => {
    const wide = compiledOnce(['tenant'], (db: Kysely<Database>, v: { tenant: number }) =>
      db
        .selectFrom('customers')
        .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
        .select(['tenants.client_id', 'tenants.id as tenant'])
        .selectAll('customers')
        .where('customers.tenant_id', '=', v.tenant)
        .orderBy('customers.id'),
    );
    const direct = await wide.execute(t.app.db, { tenant: 1 });
    // In a transaction the same compiled query runs through Kysely's own driver.
    const viaKysely = await t.app.db
      .transaction()
      .execute((trx) => wide.execute(trx, { tenant: 1 }));
    expect(direct.length).toBeGreaterThan(1);
    expect(Object.keys(direct[0] ?? {}).length).toBeGreaterThan(25);
    expect(direct).toEqual(viaKysely);
    expect(Object.keys(direct[0] ?? {})).toEqual(Object.keys(viaKysely[0] ?? {}));
    expect(await wide.execute(t.app.db, { tenant: 999 })).toEqual([]);
  });

  it("read straight on the driver, but never see another request's open transaction", async () => {
    const [c] = await t.app.db.selectFrom('customers').select(['id', 'email']).limit(1).execute();
    const email = compiledOnce(['id'], (db: Kysely<Database>, v: { id: number }) =>
      db.selectFrom('customers').select('email').where('id', '=', v.id),
    );
    const id = c?.id ?? 0;
    let during: Promise<{ email: string }[]> | undefined;
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('customers')
          .set({ email: 'uncommitted@example.com' })
          .where('id', '=', id)
          .execute();
        // Another request's read while this transaction is open: it must not see the write.
        during = email.execute(t.app.db, { id });
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await during).toEqual([{ email: c?.email }]);
    expect(await email.execute(t.app.db, { id })).toEqual([{ email: c?.email }]);
  });

  it('refuse a value compiled into the SQL text, or not used at all', async () => {
    const inlined = compiledOnce(['column'], (db: Kysely<Database>, v: { column: string }) =>
      db
        .selectFrom('customers')
        .select('id')
        .orderBy(v.column as 'id'),
    );
    await expect(inlined.execute(t.app.db, { column: 'id' })).rejects.toThrow(/SQL text/);
    const unused = compiledOnce(
      ['id', 'unused'],
      (db: Kysely<Database>, v: { id: number; unused: number }) =>
        db.selectFrom('customers').select('id').where('id', '=', v.id),
    );
    await expect(unused.execute(t.app.db, { id: 1, unused: 2 })).rejects.toThrow(
      /unused is not a parameter/,
    );
  });
});

describe('request and answer checks compiled once', () => {
  it("compile every call's request and answer schema, none left to the slow path", () => {
    const refused: string[] = [];
    for (const def of Object.values(registry)) {
      for (const [which, schema] of [
        ['request', def.request],
        ['answer', def.response],
      ] as const) {
        try {
          z.core.compile(schema, { strict: true });
        } catch (error) {
          refused.push(`${def.name} ${which}: ${(error as Error).message}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('read a body as the schema does, and refuse one with the same message', () => {
    const fast = compiledCheck(getLoyPointsRequest);
    expect(compiledCheck(getLoyPointsRequest)).toBe(fast);
    // A request schema is a z.lazy; what is compiled is the schema it builds, or the check
    // would only forward to the schema walk.
    expect(getLoyPointsRequest._zod.def.type).toBe('lazy');
    expect(compiledSchema(getLoyPointsRequest)._zod.def.type).not.toBe('lazy');
    expect(compiledSchema(getLoyPointsRequest)).not.toBe(getLoyPointsRequest);
    const bodies = [
      {
        DATA: { TYPE_NAME: 'CUSTOMER', MOBILE_NUM: 501234567, CUST_CODE: ' 42 ', CLIENT_ID: 1001 },
      },
      {
        DATA: {
          TYPE_NAME: 'CUSTOMER_HISTORY',
          MOBILE_NUM: '0501234567',
          FROM_DATE: '2026-01-01',
          TO_DATE: '2026-12-31',
          client_id: '1001',
        },
      },
      { DATA: { TYPE_NAME: 'CUSTOMER', MOBILE_NUM: {}, CLIENT_ID: '1001' } },
      {
        DATA: {
          TYPE_NAME: 'CUSTOMER_HISTORY',
          MOBILE_NUM: '1',
          FROM_DATE: 'soon',
          TO_DATE: '2026-12-31',
        },
      },
      { DATA: { TYPE_NAME: 'NOTHING' } },
      { DIV_ID: [], DATA: null },
    ];
    for (const body of bodies) {
      expect(fast(body)).toEqual(parseWith(getLoyPointsRequest, body));
    }
    expect(fast(bodies[0]).ok).toBe(true);
    expect(fast(bodies[2])).toEqual({ ok: false, message: expect.stringContaining('MOBILE_NUM') });
  });

  it('read an answer as the contract does, and name what is off it', () => {
    const check = compiledCheck(getLoyPointsResponse);
    const answer = {
      STATUS: true,
      DATA: {
        CUST_CODE: '42',
        CUST_NAME: 'A B',
        MOBILE: '0501234567',
        EMAIL: 'a@example.com',
        CURRENTPOINTS: 10,
        REDEEMABLEPOINTS: 10,
        POINTS_VALUE: 0.5,
        POINTS_EXPIRED: 0,
        POINTS_TOTAL: 10,
      },
    };
    const off = { ...answer, DATA: { ...answer.DATA, CURRENTPOINTS: 'ten' } };
    for (const value of [answer, off, { STATUS: 'yes' }]) {
      expect(check(value)).toEqual(parseWith(getLoyPointsResponse, value));
    }
    expect(check(answer).ok).toBe(true);
    expect(check(off)).toEqual({ ok: false, message: expect.stringContaining('CURRENTPOINTS') });
  });
});
