import {
  feedbackReport,
  membersReport,
  pointsReport,
  vouchersReport,
} from '@loyalty/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../src/lib/time-zone';
import { admin, LITE_HOST, sessionFor, STAFF, TILL_KEY } from './admin-helper';
import { createTestApp, type TestApp } from './helper';
import { buildReportFixture } from './report-fixture';

let t: TestApp;
let lite: string;
let owner: string;
let manager: string;
let liteId: number;
let questionId: number;
const QUARTER = '?from=2024-01&to=2024-03';

const report = async (name: string, cookie: string, query = QUARTER, host?: string) => {
  const res = await admin(t.app, 'GET', `/api/admin/reports/${name}${query}`, { cookie, host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<unknown>();
};
const liteReport = (name: string, query = QUARTER) => report(name, lite, query, LITE_HOST);

let before: { points: unknown; vouchers: unknown; members: unknown; demo: unknown[] };
const ALL = ['members', 'points', 'vouchers', 'feedback'];

beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
  manager = await sessionFor(t.app, STAFF.manager);
  lite = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
  liteId = (await t.app.tenants.findBySubDomain('lite'))!.id;
  before = {
    points: pointsReport.parse(await liteReport('points')),
    vouchers: vouchersReport.parse(await liteReport('vouchers')),
    members: membersReport.parse(await liteReport('members')),
    demo: await Promise.all(ALL.map((name) => report(name, owner))),
  };
  ({ questionId } = await buildReportFixture(t.app, liteId));
});
afterAll(() => t.close());

describe('the reports on a hand-built quarter', () => {
  it('members: the total, the active ones, and new ones by the month of the programme', async () => {
    const was = before.members as { total: number; active30Days: number };
    const r = membersReport.parse(await liteReport('members'));
    expect(r).toEqual({
      from: '2024-01',
      to: '2024-03',
      total: was.total + 4,
      active30Days: was.active30Days + 2,
      months: [
        { month: '2024-01', newMembers: 1 },
        { month: '2024-02', newMembers: 1 },
        { month: '2024-03', newMembers: 1 },
      ],
    });
  });

  it('points: issued, taken back, redeemed, expired per month; the liability in AED', async () => {
    const was = before.points as { liability: { points: number } };
    const r = pointsReport.parse(await liteReport('points'));
    const pointValueFils = (await t.app.tenants.findBySubDomain('lite'))!.rules.pointValueFils;
    const held = was.liability.points + 150;
    expect(r).toEqual({
      from: '2024-01',
      to: '2024-03',
      months: [
        { month: '2024-01', issued: 500, takenBack: 0, redeemed: 0, expired: 0 },
        { month: '2024-02', issued: 300, takenBack: 200, redeemed: 0, expired: 0 },
        { month: '2024-03', issued: 0, takenBack: 50, redeemed: 300, expired: 100 },
      ],
      totals: { issued: 800, takenBack: 250, redeemed: 300, expired: 100 },
      liability: { points: held, aed: (held * pointValueFils) / 100 },
      pointValueAed: pointValueFils / 100,
    });
  });

  it('vouchers: issued and used per month with their value, and those open now', async () => {
    const was = before.vouchers as { open: { count: number; value: number } };
    const r = vouchersReport.parse(await liteReport('vouchers'));
    expect(r).toEqual({
      from: '2024-01',
      to: '2024-03',
      months: [
        { month: '2024-01', issued: 1, issuedValue: 10, used: 0, usedValue: 0 },
        { month: '2024-02', issued: 0, issuedValue: 0, used: 1, usedValue: 10 },
        { month: '2024-03', issued: 3, issuedValue: 35, used: 0, usedValue: 0 },
      ],
      totals: { issued: 4, issuedValue: 45, used: 1, usedValue: 10 },
      open: { count: was.open.count + 1, value: was.open.value + 25 },
    });
  });

  it('feedback: the average place per month and per question', async () => {
    const r = feedbackReport.parse(await liteReport('feedback'));
    expect(r.answers).toBe(3);
    expect(r.average).toBe(3.67);
    expect(r.months).toEqual([
      { month: '2024-01', answers: 2, average: 4.5 },
      { month: '2024-02', answers: 0, average: null },
      { month: '2024-03', answers: 1, average: 2 },
    ]);
    expect(r.questions.find((q) => q.id === questionId)).toEqual({
      id: questionId,
      description: 'Report fixture',
      answers: 3,
      average: 3.67,
    });
  });

  it('one month alone, and the last twelve months when no range is given', async () => {
    const one = pointsReport.parse(await liteReport('points', '?from=2024-02&to=2024-02'));
    expect(one.months).toEqual([
      { month: '2024-02', issued: 300, takenBack: 200, redeemed: 0, expired: 0 },
    ]);
    const r = membersReport.parse(await liteReport('members', ''));
    const current = dayIn(t.app.now(), 'Asia/Dubai').slice(0, 7);
    expect(r.to).toBe(current);
    expect(r.months).toHaveLength(12);
    expect(r.months[11]!.month).toBe(current);
    expect(r.months[0]!.month).toBe(r.from);
  });
});

describe('who sees what', () => {
  it("the other programme's figures are untouched by Lite's quarter", async () => {
    const after = await Promise.all(ALL.map((name) => report(name, owner)));
    expect(after).toEqual(before.demo);
  });

  it('a manager reads the reports; a cashier and a till are refused', async () => {
    for (const name of ALL) {
      await report(name, manager);
      const cashier = await sessionFor(t.app, STAFF.cashier);
      const url = `/api/admin/reports/${name}`;
      expect((await admin(t.app, 'GET', url, { cookie: cashier })).statusCode).toBe(403);
      const till = await admin(t.app, 'GET', url, { key: TILL_KEY.demo });
      expect([401, 403]).toContain(till.statusCode);
      expect((await admin(t.app, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('a range that cannot be read', () => {
  it.each([
    ['?from=2024-13', 'from'],
    ['?to=24-01', 'to'],
    ['?from=2024-03&to=2024-01', 'to'],
    ['?from=2019-01&to=2024-12', 'from'],
  ])('%s is refused with a message on %s', async (query, field) => {
    const res = await admin(t.app, 'GET', `/api/admin/reports/points${query}`, { cookie: owner });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toMatch(/\w/);
  });
});
