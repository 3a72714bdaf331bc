import type { FastifyInstance } from 'fastify';
import type { LedgerKind } from '../src/db/tables/ledger';

const DAY = 86_400_000;

/** A customer of the programme copied from one it has, with its own identity and sign-up time. */
async function customer(app: FastifyInstance, tenantId: number, n: number, createdAt: string) {
  const model = await app.db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = model;
  const row = await app.db
    .insertInto('customers')
    .values({
      ...rest,
      cust_code: `9${String(n).padStart(9, '0')}`,
      card_no: `9${String(n).padStart(15, '0')}`,
      email: `report${n}@example.com`,
      mobile: `05799${String(n).padStart(5, '0')}`,
      points_balance: 0,
      points_expired: 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An entry written as the ledger writes it: the entry and the balance together. */
async function entry(
  app: FastifyInstance,
  customerId: number,
  kind: LedgerKind,
  points: number,
  at: string,
) {
  await app.db
    .insertInto('ledger_entries')
    .values({ customer_id: customerId, kind, points, reference: 'fixture', created_at: at })
    .execute();
  await app.db
    .updateTable('customers')
    .set((eb) => ({ points_balance: eb('points_balance', '+', points) }))
    .where('id', '=', customerId)
    .execute();
}

/**
 * A hand-built quarter (January to March 2024, Asia/Dubai, four hours ahead of UTC) in one
 * programme, with times on the months' edges: what each report must show is in the tests.
 */
export async function buildReportFixture(app: FastifyInstance, tenantId: number) {
  const now = app.now().getTime();
  const a = await customer(app, tenantId, 1, '2024-01-10T10:00:00.000Z');
  // 1 February, 01:00 in Dubai.
  const b = await customer(app, tenantId, 2, '2024-01-31T21:00:00.000Z');
  // 31 March, 23:59 in Dubai; and 1 April, 00:00, past the quarter.
  const c = await customer(app, tenantId, 3, '2024-03-31T19:59:00.000Z');
  await customer(app, tenantId, 4, '2024-03-31T20:00:00.000Z');

  await entry(app, a, 'earn', 500, '2024-01-15T12:00:00.000Z');
  await entry(app, a, 'earn', 200, '2024-01-31T20:30:00.000Z');
  await entry(app, a, 'earn', -200, '2024-02-10T08:00:00.000Z');
  await entry(app, a, 'adjust', 100, '2024-02-11T08:00:00.000Z');
  await entry(app, a, 'adjust', -50, '2024-03-01T00:00:00.000Z');
  await entry(app, a, 'redeem', -300, '2024-03-05T08:00:00.000Z');
  await entry(app, a, 'expire', -100, '2024-03-20T08:00:00.000Z');
  await entry(app, a, 'send', -10, '2024-03-21T08:00:00.000Z');
  await entry(app, b, 'receive', 10, '2024-03-21T08:00:00.000Z');

  const voucher = (
    code: string,
    fils: number,
    created: string,
    expires: string,
    more: { used?: string; voided?: string } = {},
  ) => ({
    tenant_id: tenantId,
    customer_id: a,
    code,
    value_fils: fils,
    points_cost: 0,
    source: 'external' as const,
    status: more.used ? ('used' as const) : ('new' as const),
    issued_bill_id: null,
    redeemed_bill_id: null,
    redeemed_at: more.used ?? null,
    claimed_at: created,
    transferred_from: null,
    created_at: created,
    expires_at: expires,
    voided_at: more.voided ?? null,
  });
  const future = new Date(now + 365 * DAY).toISOString();
  await app.db
    .insertInto('vouchers')
    .values([
      voucher('RPTJAN000001', 1_000, '2024-01-20T08:00:00.000Z', '2024-03-20T08:00:00.000Z', {
        used: '2024-02-02T08:00:00.000Z',
      }),
      // 1 March, 00:00 in Dubai.
      voucher('RPTMAR000002', 2_500, '2024-02-29T20:00:00.000Z', future),
      voucher('RPTMAR000003', 500, '2024-03-10T08:00:00.000Z', '2024-04-10T08:00:00.000Z'),
      voucher('RPTMAR000004', 500, '2024-03-11T08:00:00.000Z', future, {
        voided: '2024-03-12T08:00:00.000Z',
      }),
    ])
    .execute();

  const bill = (ref: string, customerId: number, daysAgo: number) => {
    const at = new Date(now - daysAgo * DAY).toISOString();
    return {
      tenant_id: tenantId,
      customer_id: customerId,
      bill_ref: ref,
      amount_fils: 1_000,
      points_earned: 0,
      tran_date: at,
      created_at: at,
    };
  };
  await app.db
    .insertInto('bills')
    .values([bill('RPT-1', a, 10), bill('RPT-2', b, 40), bill('RPT-3', c, 1), bill('RPT-4', c, 2)])
    .execute();

  const question = await app.db
    .insertInto('rating_questions')
    .values({
      tenant_id: tenantId,
      position: 99,
      description: 'Report fixture',
      second_language: '',
      rating_type: 'Star',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const options: { id: number }[] = [];
  for (let i = 1; i <= 5; i++) {
    options.push(
      await app.db
        .insertInto('rating_options')
        .values({ question_id: question.id, index_num: i, options_desc: `${i}`, options_desc2: '' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  const rating = (customerId: number, place: number, at: string) => ({
    tenant_id: tenantId,
    customer_id: customerId,
    question_id: question.id,
    option_id: options[place - 1]!.id,
    other_feedback: '',
    created_at: at,
    updated_at: at,
  });
  await app.db
    .insertInto('feedback_ratings')
    .values([
      rating(a, 4, '2024-01-12T08:00:00.000Z'),
      rating(b, 5, '2024-01-31T19:00:00.000Z'),
      rating(c, 2, '2024-03-15T08:00:00.000Z'),
    ])
    .execute();
  return { questionId: question.id };
}
