import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, expectFailure, type TestApp } from './helper';
import { freshIp, signIn, type Signed } from './programme-helper';

let t: TestApp;
let demo: Signed;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
});
afterAll(() => t.close());

describe('feedback', () => {
  const ratings = async () =>
    answerOf(
      'Loy_getRatingsAndOptions',
      await call(t.app, 'Loy_getRatingsAndOptions', { client_id: '1001', publish: 'Y' }),
    ).DATA as {
      RATINGS: {
        rating_id: string;
        rating_type: string;
        description: string;
        secondLanguage: string;
      }[];
      RATING_OPTIONS: {
        rating_id: string;
        options_id: string;
        index_num: number;
        options_desc: string;
        options_desc2: string;
      }[];
    };
  const send = (TRAN: Record<string, unknown>[], who = demo) =>
    call(
      t.app,
      'Loy_InsertUpdateFeedbackRatings',
      { client_id: '1001', TRAN },
      { cookie: who.cookie, ip: freshIp() },
    );

  it('Loy_getRatingsAndOptions: star and emoji questions, five options each in English and Arabic', async () => {
    const data = await ratings();
    expect(data.RATINGS.map((r) => r.rating_type)).toEqual(['Star', 'Emoji', 'Star']);
    expect(data.RATINGS[0]).toEqual({
      rating_id: expect.stringMatching(/^\d+$/),
      Client_id: '1001',
      description: 'How was your last visit?',
      secondLanguage: 'كيف كانت زيارتك الأخيرة؟',
      rating_type: 'Star',
    });
    for (const q of data.RATINGS) {
      const options = data.RATING_OPTIONS.filter((o) => o.rating_id === q.rating_id);
      expect(options.map((o) => o.index_num)).toEqual([1, 2, 3, 4, 5]);
      expect(
        options.every((o) => o.options_desc !== '' && /[\u0600-\u06ff]/.test(o.options_desc2)),
      ).toBe(true);
    }
  });

  it('Loy_InsertUpdateFeedbackRatings saves an answer per question, and a second one replaces it', async () => {
    const data = await ratings();
    const q = data.RATINGS[0];
    const [first, , , , last] = data.RATING_OPTIONS.filter((o) => o.rating_id === q?.rating_id);
    const entry = (option?: string) => ({
      client_id: '1001',
      rating_id: q?.rating_id,
      rating_name: q?.description,
      option_id: option,
      customer_code: demo.code,
      other_feedback: '',
    });
    expect(
      answerOf('Loy_InsertUpdateFeedbackRatings', await send([entry(first?.options_id)])),
    ).toEqual({
      STATUS: true,
      MESSAGE: 'Successfully saved',
    });
    expect((await send([entry(last?.options_id)])).json()).toEqual({
      STATUS: true,
      MESSAGE: 'Successfully saved',
    });
    const saved = await t.app.db
      .selectFrom('feedback_ratings')
      .select(['option_id'])
      .where('customer_id', '=', demo.id)
      .execute();
    expect(saved).toEqual([{ option_id: Number(last?.options_id) }]);
  });

  it("answers STATUS 'FAIL' for an option of another question, and saves nothing", async () => {
    const data = await ratings();
    const [q1, q2] = data.RATINGS;
    const foreign = data.RATING_OPTIONS.find((o) => o.rating_id === q2?.rating_id);
    const res = await send([
      {
        client_id: '1001',
        rating_id: q1?.rating_id,
        rating_name: 'x',
        option_id: foreign?.options_id,
        customer_code: demo.code,
      },
    ]);
    expect(answerOf('Loy_InsertUpdateFeedbackRatings', res)).toEqual({
      STATUS: 'FAIL',
      MESSAGE: `Rating ${q1?.rating_id} has no option ${foreign?.options_id}.`,
    });
    expect((await send([])).json()).toMatchObject({ STATUS: 'FAIL' });
  });

  it("refuses an entry in another customer's name (403)", async () => {
    const friend = await signIn(t.app, 'friend@example.com');
    const data = await ratings();
    const option = data.RATING_OPTIONS[0];
    const res = await send(
      [
        {
          client_id: '1001',
          rating_id: option?.rating_id,
          rating_name: 'x',
          option_id: option?.options_id,
          customer_code: demo.code,
        },
      ],
      friend,
    );
    expectFailure(res, 403);
  });
});
