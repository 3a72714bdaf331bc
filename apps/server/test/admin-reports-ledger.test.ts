import { pointsReport, type PointsReport } from '@loyalty/contract/admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_BY_HOUR_SLOTS } from '../src/db/migrations/021-points-by-hour-slots';
import { dayIn } from '../src/lib/time-zone';
import { expiryService } from '../src/modules/points/expiry.service';
import { admin, sessionFor, STAFF } from './admin-helper';
import { call, createTestApp, type TestApp } from './helper';
import { deps, freshIp, newCustomer, own, type Signed } from './programme-helper';

let t: TestApp;
let c: Signed;
let tenantId: number;
const ZONE = 'Asia/Dubai';
const MONTH = 31 * 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.app.tenants.findBySubDomain('demo'))!.id;
  c = await newCustomer(t.app, 'report.ledger', '0505559901', 2_000);
});
afterAll(() => t.close());

const bill = (billRef: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: 'Bearer demo-staff-key' },
    payload: { billRef, customer: { custCode: c.code }, amount },
  });

/** The summary as it must be: the ledger's entries grouped again, from scratch. */
async function summaryFromLedger() {
  const rows = await sql<Record<string, unknown>>`
    select c.tenant_id, substr(e.created_at, 1, 13) as hour, e.kind,
      sum(case when e.points > 0 then e.points else 0 end) as credit,
      sum(case when e.points < 0 then e.points else 0 end) as debit
    from ledger_entries e join customers c on c.id = e.customer_id
    group by c.tenant_id, substr(e.created_at, 1, 13), e.kind`.execute(t.app.db);
  return normalised(rows.rows);
}

async function summaryKept() {
  const rows = await sql<Record<string, unknown>>`
    select tenant_id, hour, kind, sum(credit) as credit, sum(debit) as debit
    from points_by_hour group by tenant_id, hour, kind`.execute(t.app.db);
  return normalised(rows.rows);
}

const normalised = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => `${r.tenant_id} ${r.hour} ${r.kind} ${Number(r.credit)} ${Number(r.debit)}`)
    .sort();

/** The points report worked out again from the programme's entries, month by month. */
async function recomputed(from: string, to: string): Promise<PointsReport['months']> {
  const entries = await t.app.db
    .selectFrom('ledger_entries as e')
    .innerJoin('customers as c', 'c.id', 'e.customer_id')
    .select(['e.kind', 'e.points', 'e.created_at'])
    .where('c.tenant_id', '=', tenantId)
    .execute();
  const months = new Map<string, PointsReport['months'][number]>();
  for (const e of entries) {
    const month = dayIn(new Date(e.created_at), ZONE).slice(0, 7);
    if (month < from || month > to) continue;
    const m = months.get(month) ?? { month, issued: 0, takenBack: 0, redeemed: 0, expired: 0 };
    const points = Number(e.points);
    if (e.kind === 'earn' || e.kind === 'adjust') {
      if (points > 0) m.issued += points;
      else m.takenBack -= points;
    } else if (e.kind === 'redeem') m.redeemed -= points;
    else if (e.kind === 'expire') m.expired -= points;
    months.set(month, m);
  }
  return [...months.values()];
}

describe('the points report follows the ledger', () => {
  it('after bills, vouchers, adjustments, reversals and expiry it equals a recomputation', async () => {
    const start = dayIn(t.app.now(), ZONE).slice(0, 7);
    // Bills at once: on PostgreSQL their transactions add to the same hour's row together.
    const posted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => bill(`RPT-LEDGER-${i}`, 40 + i * 7.5)),
    );
    for (const res of posted) expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await call(
        t.app,
        'CreateVoucher',
        { ...own(c), TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 },
        { cookie: c.cookie, ip: freshIp() },
      );
      expect(res.json()).toMatchObject({ STATUS: true });
    }
    const owner = await sessionFor(t.app, STAFF.owner);
    for (const points of [-50, 75]) {
      const res = await admin(
        t.app,
        'POST',
        `/api/admin/customers/${c.id}/adjust`,
        { cookie: owner },
        {
          points,
          reason: 'Report check',
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const reversed = await t.app.db
      .selectFrom('bills')
      .select('id')
      .where('bill_ref', '=', 'RPT-LEDGER-3')
      .executeTakeFirstOrThrow();
    const reversal = await admin(
      t.app,
      'POST',
      `/api/admin/bills/${reversed.id}/reverse`,
      { cookie: owner },
      { reason: 'Report check' },
    );
    expect(reversal.statusCode, reversal.body).toBe(200);
    expect(await summaryKept()).toEqual(await summaryFromLedger());

    // A year and more later the points of these months expire.
    t.clock.advance(13 * MONTH);
    const expiry = await expiryService(deps(t.app)).run();
    expect(expiry.points).toBeGreaterThan(0);
    expect(await summaryKept()).toEqual(await summaryFromLedger());

    const end = dayIn(t.app.now(), ZONE).slice(0, 7);
    const cookie = await sessionFor(t.app, STAFF.owner);
    const res = await admin(t.app, 'GET', `/api/admin/reports/points?from=${start}&to=${end}`, {
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = pointsReport.parse(res.json());
    const expected = await recomputed(start, end);
    const shown = report.months.filter((m) => m.issued || m.takenBack || m.redeemed || m.expired);
    expect(shown).toEqual(expected);
    // Every kind of move is among them, so each was compared.
    expect(report.totals.issued).toBeGreaterThan(0);
    expect(report.totals.takenBack).toBeGreaterThan(0);
    expect(report.totals.redeemed).toBeGreaterThanOrEqual(300);
    expect(report.totals.expired).toBeGreaterThan(0);
    const held = await t.app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.sum('points_balance').as('p'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(report.liability.points).toBe(Number(held.p));
  });
});

describe("the summary's slots", () => {
  it("keep two customers' entries of one hour on rows of their own, summed as one", async () => {
    const others = [
      await newCustomer(t.app, 'report.slot.a', '0505559902', 300),
      await newCustomer(t.app, 'report.slot.b', '0505559903', 300),
    ];
    const made = await Promise.all(
      others.map((o) =>
        call(
          t.app,
          'CreateVoucher',
          { ...own(o), TYPE_NAME: 'NEW_VOUCHER', POINTS: 40 },
          { cookie: o.cookie, ip: freshIp() },
        ),
      ),
    );
    for (const res of made) expect(res.json()).toMatchObject({ STATUS: true });
    const hour = t.app.now().toISOString().slice(0, 13);
    const rows = await t.app.db
      .selectFrom('points_by_hour')
      .select(['slot', 'debit'])
      .where('tenant_id', '=', tenantId)
      .where('hour', '=', hour)
      .where('kind', '=', 'redeem')
      .execute();
    const slots = new Set(rows.map((r) => Number(r.slot)));
    for (const o of others) expect(slots).toContain(o.id % POINTS_BY_HOUR_SLOTS);
    expect(rows.reduce((sum, r) => sum + Number(r.debit), 0)).toBeLessThanOrEqual(-80);
    expect(await summaryKept()).toEqual(await summaryFromLedger());
  });
});
