import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackResults } from '@loyalty/contract/admin';
import { answerOf, call, createTestApp, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { freshIp, newCustomer, signIn, type Signed } from './programme-helper';

let t: TestApp;
let manager: string;
let demo: Signed;
let other: Signed;
let today: string;
type Ratings = {
  RATINGS: { rating_id: string }[];
  RATING_OPTIONS: { rating_id: string; options_id: string; index_num: number }[];
};
let ratings: Ratings;

beforeAll(async () => {
  t = await createTestApp();
  // Far past the seed's answers, so this period holds only the answers given here.
  t.clock.advance(1000 * 86_400_000);
  today = t.app.now().toISOString().slice(0, 10);
  manager = await sessionFor(t.app, STAFF.manager);
  demo = await signIn(t.app, 'demo@example.com');
  other = await newCustomer(t.app, 'rater', '0509990077');
  ratings = answerOf(
    'Loy_getRatingsAndOptions',
    await call(t.app, 'Loy_getRatingsAndOptions', { client_id: '1001', publish: 'Y' }),
  ).DATA as Ratings;
});
afterAll(() => t.close());

const answer = (who: Signed, index: number, comment: string) => {
  const q = ratings.RATINGS[0]?.rating_id ?? '';
  const option = ratings.RATING_OPTIONS.find((o) => o.rating_id === q && o.index_num === index);
  return call(
    t.app,
    'Loy_InsertUpdateFeedbackRatings',
    {
      client_id: '1001',
      TRAN: [
        {
          client_id: '1001',
          rating_id: q,
          rating_name: 'q',
          option_id: option?.options_id,
          customer_code: who.code,
          other_feedback: comment,
        },
      ],
    },
    { cookie: who.cookie, ip: freshIp() },
  );
};
const results = (query: string, caller: { cookie: string; host?: string } = { cookie: manager }) =>
  admin(t.app, 'GET', `/api/admin/feedback?${query}`, caller);

describe('feedback results', () => {
  it('gives per question the average, the answers by option and the comments of a period', async () => {
    expect((await answer(demo, 5, 'Great, "friendly" staff')).json()).toMatchObject({
      STATUS: true,
    });
    expect((await answer(other, 2, '')).json()).toMatchObject({ STATUS: true });
    const res = await results(`from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FeedbackResults>();
    const first = body.questions.find((q) => String(q.id) === ratings.RATINGS[0]?.rating_id);
    expect(first).toMatchObject({ answers: 2, average: 3.5, published: true });
    expect(first?.distribution.map((d) => d.count)).toEqual([0, 1, 0, 0, 1]);
    expect(body.questions.filter((q) => q !== first).every((q) => q.average === null)).toBe(true);
    expect(body.comments).toMatchObject({
      total: 1,
      items: [{ comment: 'Great, "friendly" staff', index: 5 }],
    });
  });

  it('keeps to the period, and pages the comments', async () => {
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const before = (await results(`to=${yesterday}&from=${yesterday}`)).json<FeedbackResults>();
    expect(before.questions.every((q) => q.answers === 0)).toBe(true);
    expect(before.comments.total).toBe(0);
    await answer(other, 1, 'Too slow');
    const paged = (await results(`from=${today}&size=1&page=2`)).json<FeedbackResults>();
    expect(paged.comments).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(paged.comments.items.map((c) => c.comment)).toEqual(['Great, "friendly" staff']);
  });

  it('refuses a bad period by field', async () => {
    const res = await results('from=2026-13-45x');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['from']);
    const reversed = await results('from=2026-05-02&to=2026-05-01');
    expect(reversed.json()).toMatchObject({ fields: { to: 'The end is before the start.' } });
  });

  it('shows a programme only its own questions and answers', async () => {
    const lite = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
    const res = await results(`from=${today}`, { cookie: lite, host: LITE_HOST });
    const ids = res.json<FeedbackResults>().questions.map((q) => String(q.id));
    expect(ids).not.toContain(ratings.RATINGS[0]?.rating_id);
    expect(res.json<FeedbackResults>().comments.total).toBe(0);
  });
});
