import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { freshIp, own, signIn, type Signed } from './programme-helper';

let t: TestApp;
let owner: string;
let manager: string;
let demo: Signed;
beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
  manager = await sessionFor(t.app, STAFF.manager);
  demo = await signIn(t.app, 'demo@example.com');
});
afterAll(() => t.close());

interface Issued {
  batch: { id: number; issued: number; claimed: number; used: number; voided: number };
  codes: string[];
}

const issue = (body: unknown, cookie = manager) =>
  admin(t.app, 'POST', '/api/admin/voucher-batches', { cookie }, body);
const claim = (code: string) =>
  call(
    t.app,
    'LoyAddVoucherExternal',
    { ...own(demo), TYPE_NAME: 'NEW_VOUCHER', ENTRY_NO: code },
    { cookie: demo.cookie, ip: freshIp() },
  );
const count = async (table: 'vouchers' | 'voucher_batches' | 'audit_log') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('voucher batches', () => {
  it('issues a batch of codes that customers can claim, and counts them', async () => {
    const res = await issue({ count: 3, value: 25.5, validDays: 30, name: 'Flyer, "June"' });
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json<Issued>();
    expect(issued.codes).toHaveLength(3);
    expect(issued.batch).toMatchObject({ issued: 3, claimed: 0, used: 0, voided: 0 });
    expect(answerOf('LoyAddVoucherExternal', await claim(issued.codes[0] ?? ''))).toMatchObject({
      STATUS: true,
    });
    const list = await admin(t.app, 'GET', '/api/admin/voucher-batches', { cookie: owner });
    const listed = list
      .json<{ items: Issued['batch'][] }>()
      .items.find((b) => b.id === issued.batch.id);
    expect(listed).toMatchObject({ issued: 3, claimed: 1, used: 0 });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'after_json'])
      .where('entity_id', '=', String(issued.batch.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'voucher_batch.issue', actor_name: STAFF.manager });
    expect(JSON.parse(audit.after_json)).toMatchObject({ count: 3, value: 25.5 });
  });

  it('exports a batch as CSV with each code’s status', async () => {
    const { batch, codes } = (await issue({ count: 2, value: 10, validDays: 5 })).json<Issued>();
    await claim(codes[1] ?? '');
    const res = await admin(t.app, 'GET', `/api/admin/voucher-batches/${batch.id}/export`, {
      cookie: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="voucher-batch-${batch.id}.csv"`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,value,expiry,status,claimed at');
    expect(lines[1]).toMatch(new RegExp(`^${codes[0]},10\\.00,\\S+Z,unclaimed,$`));
    expect(lines[2]).toMatch(new RegExp(`^${codes[1]},10\\.00,\\S+Z,claimed,\\S+Z$`));
  });

  it('voids only the unclaimed codes, once; a voided code cannot be claimed', async () => {
    const { batch, codes } = (await issue({ count: 3, value: 5, validDays: 9 })).json<Issued>();
    await claim(codes[0] ?? '');
    const url = `/api/admin/voucher-batches/${batch.id}/void`;
    const first = await admin(t.app, 'POST', url, { cookie: manager });
    expect(first.json()).toMatchObject({ voided: 2, batch: { claimed: 1, voided: 2 } });
    const audits = await count('audit_log');
    const again = await admin(t.app, 'POST', url, { cookie: manager });
    expect(again.json()).toMatchObject({ voided: 0, batch: { claimed: 1, voided: 2 } });
    expect(await count('audit_log')).toBe(audits);
    expect(answerOf('LoyAddVoucherExternal', await claim(codes[1] ?? ''))).toMatchObject({
      STATUS: false,
    });
    const claimed = await t.app.db
      .selectFrom('vouchers')
      .select(['customer_id', 'voided_at'])
      .where('code', '=', codes[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(claimed).toEqual({ customer_id: demo.id, voided_at: null });
  });

  it('refuses bad input by field and issues nothing', async () => {
    const before = [await count('vouchers'), await count('voucher_batches')];
    const res = await issue({ count: 0, value: -1, validDays: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual([
      'count',
      'validDays',
      'value',
    ]);
    const tooLarge = await issue({ count: 1, value: 10_000_000, validDays: 5 });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toMatchObject({ MESSAGE: expect.stringMatching(/at most AED/) });
    expect([await count('vouchers'), await count('voucher_batches')]).toEqual(before);
  });

  it('answers 404 for another programme’s batch, and changes nothing of it', async () => {
    const { batch } = (await issue({ count: 1, value: 5, validDays: 9 })).json<Issued>();
    const lite = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
    const caller = { cookie: lite, host: LITE_HOST };
    const base = `/api/admin/voucher-batches/${batch.id}`;
    expect((await admin(t.app, 'GET', `${base}/export`, caller)).statusCode).toBe(404);
    expect((await admin(t.app, 'POST', `${base}/void`, caller)).statusCode).toBe(404);
    const listed = await admin(t.app, 'GET', '/api/admin/voucher-batches', caller);
    expect(listed.json<{ items: { id: number }[] }>().items.map((b) => b.id)).not.toContain(
      batch.id,
    );
    const row = await t.app.db
      .selectFrom('vouchers')
      .select('voided_at')
      .where('batch_id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(row.voided_at).toBeNull();
  });
});
