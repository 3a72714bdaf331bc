import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { askHistory, signIn, type Signed } from './programme-helper';

let t: TestApp;
let demo: Signed;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
});
afterAll(() => t.close());

const history = (from: string, to: string, who = demo) => askHistory(t.app, who, from, to);
const day = (offset: number) =>
  new Date(t.clock().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('GetLoyPoints CUSTOMER_HISTORY under many requests', () => {
  it('answers many history requests at once, refused ones among them, each its own', async () => {
    const periods = [-30, -90, -365, -700].map((d) => [day(d), day(0)] as const);
    const alone = [];
    for (const [from, to] of periods) alone.push((await history(from, to)).body);
    // Long answers are let in a few at a time: the refused ones must give their place back.
    const signedOut = { ...demo, cookie: 'sid=nothing' };
    const all = await Promise.all([
      ...Array.from({ length: 6 }, () => history(day(-30), day(0), signedOut)),
      ...Array.from({ length: 3 }, () => history(day(0), day(-30))),
      ...periods.map(([from, to]) => history(from, to)),
    ]);
    expect(all.slice(0, 6).map((r) => r.statusCode)).toEqual(Array(6).fill(401));
    for (const r of all.slice(6, 9)) expect(r.json()).toMatchObject({ STATUS: false });
    expect(all.slice(9).map((r) => r.body)).toEqual(alone);
    expect(alone.map((b) => JSON.parse(b).BILL_DETAILS.length)).not.toEqual([0, 0, 0, 0]);
  });
});
