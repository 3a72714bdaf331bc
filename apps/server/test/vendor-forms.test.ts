import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, expectFailure, postRaw, type TestApp } from './helper';
import { freshIp, newCustomer, signIn, type Signed } from './programme-helper';
import { multipart } from './reliability/multipart-helper';

/**
 * The two calls as the vendor's own app sends them: the picture form with the file alone, and
 * the feedback with DATA holding only TRAN (the client id in each entry). The session says
 * who; anything a body does name must still be the session's own.
 */

let t: TestApp;
let me: Signed;
beforeAll(async () => {
  t = await createTestApp();
  me = await newCustomer(t.app, 'vendor-forms', '0506660077');
});
afterAll(() => t.close());

const customerRow = () =>
  t.app.db.selectFrom('customers').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();

describe('ProfilePictureUploader with only myFile', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  const upload = async (fields: Record<string, string>, cookie = me.cookie) => {
    const body = multipart(fields, { name: 'me.png', type: 'image/png', bytes: await png() });
    return t.app.inject({
      method: 'POST',
      url: '/api/loyalty/ProfilePictureUploader',
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: freshIp(),
    });
  };

  it("stores the signed-in customer's picture", async () => {
    const res = await upload({});
    expect(res.statusCode).toBe(200);
    const body = answerOf('ProfilePictureUploader', res);
    expect(body).toMatchObject({ Success: 'True', fileName: expect.stringMatching(/\.webp$/) });
    expect((await customerRow()).profile_image).toBe(body.fileName);
  });

  it('still needs a session, and refuses a customer code that is not the session’s', async () => {
    expectFailure(await upload({}, ''), 401);
    const friend = await signIn(t.app, 'friend@example.com');
    expectFailure(await upload({ CUST_CODE: friend.code }), 403);
    expectFailure(await upload({ CLIENT_ID: '1002' }), 403);
  });
});

describe('Loy_InsertUpdateFeedbackRatings with DATA holding only TRAN', () => {
  async function firstQuestion() {
    const data = answerOf(
      'Loy_getRatingsAndOptions',
      await call(t.app, 'Loy_getRatingsAndOptions', { client_id: '1001', publish: 'Y' }),
    ).DATA as {
      RATINGS: { rating_id: string; description: string }[];
      RATING_OPTIONS: { rating_id: string; options_id: string }[];
    };
    const question = data.RATINGS[0];
    const option = data.RATING_OPTIONS.find((o) => o.rating_id === question?.rating_id);
    if (!question || !option) throw new Error('the demo programme has rating questions');
    return { question, option };
  }
  const entry = (
    question: { rating_id: string; description: string },
    optionId: string,
    over: Record<string, unknown> = {},
  ) => ({
    client_id: '1001',
    rating_id: question.rating_id,
    rating_name: question.description,
    option_id: optionId,
    customer_code: me.code,
    other_feedback: '',
    ...over,
  });
  const send = (TRAN: unknown[]) =>
    postRaw(
      t.app,
      'Loy_InsertUpdateFeedbackRatings',
      { DATA: { TRAN } },
      {
        cookie: me.cookie,
        ip: freshIp(),
      },
    );

  it('saves the entries', async () => {
    const { question, option } = await firstQuestion();
    const res = await send([entry(question, option.options_id)]);
    expect(res.statusCode).toBe(200);
    expect(answerOf('Loy_InsertUpdateFeedbackRatings', res)).toEqual({
      STATUS: true,
      MESSAGE: 'Successfully saved',
    });
    const saved = await t.app.db
      .selectFrom('feedback_ratings')
      .select(['option_id'])
      .where('customer_id', '=', me.id)
      .execute();
    expect(saved).toEqual([{ option_id: Number(option.options_id) }]);
  });

  it('refuses an entry of another programme or customer, and a TRAN with no client id', async () => {
    const { question, option } = await firstQuestion();
    expectFailure(await send([entry(question, option.options_id, { client_id: '1002' })]), 403);
    const friend = await signIn(t.app, 'friend@example.com');
    expectFailure(
      await send([entry(question, option.options_id, { customer_code: friend.code })]),
      403,
    );
    expectFailure(await send([]), 400, /client_id/);
  });
});
