import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/programme-tables';
import '../../db/report-tables';
import { monthOf, type MonthRange } from './report-months';

/** The hour key of the ledger summary: an instant cut to its UTC hour. */
const hourOf = (instant: string) => instant.slice(0, 13);
const n = (value: unknown) => Number(value ?? 0);

/** The console's report figures, each one aggregate over indexed columns of one programme. */
export function reportsRepository(db: Kysely<Database>) {
  return {
    async members(tenantId: number, range: MonthRange, activeSince: string) {
      const month = monthOf(sql.ref('created_at'), range);
      const [total, active, months] = await Promise.all([
        db
          .selectFrom('customers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where('erased_at', 'is', null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('bills')
          .select(sql`count(distinct customer_id)`.as('n'))
          .where('tenant_id', '=', tenantId)
          .where('tran_date', '>=', activeSince)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('customers')
          .select([month.as('month'), (eb) => eb.fn.countAll().as('n')])
          .where('tenant_id', '=', tenantId)
          .where('created_at', '>=', range.months[0]!.start)
          .where('created_at', '<', range.end)
          .groupBy(sql`1`)
          .execute(),
      ]);
      return {
        total: n(total.n),
        active: n(active.n),
        months: months.map((r) => ({ month: r.month, count: n(r.n) })),
      };
    },

    async points(tenantId: number, range: MonthRange) {
      const month = monthOf(sql.ref('hour'), range, hourOf);
      const [rows, held] = await Promise.all([
        db
          .selectFrom('points_by_hour')
          .select([
            month.as('month'),
            'kind',
            (eb) => eb.fn.sum('credit').as('credit'),
            (eb) => eb.fn.sum('debit').as('debit'),
          ])
          .where('tenant_id', '=', tenantId)
          .where('hour', '>=', hourOf(range.months[0]!.start))
          .where('hour', '<', hourOf(range.end))
          .groupBy([sql`1`, 'kind'])
          .execute(),
        db
          .selectFrom('customers')
          .select((eb) => eb.fn.coalesce(eb.fn.sum('points_balance'), eb.lit(0)).as('points'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          month: r.month,
          kind: r.kind,
          credit: n(r.credit),
          debit: n(r.debit),
        })),
        liability: n(held.points),
      };
    },

    async vouchers(tenantId: number, range: MonthRange, now: string) {
      const grouped = (column: 'created_at' | 'redeemed_at') =>
        db
          .selectFrom('vouchers')
          .select([
            monthOf(sql.ref(column), range).as('month'),
            (eb) => eb.fn.countAll().as('count'),
            (eb) => eb.fn.sum('value_fils').as('fils'),
          ])
          .where('tenant_id', '=', tenantId)
          .where(column, '>=', range.months[0]!.start)
          .where(column, '<', range.end)
          .groupBy(sql`1`)
          .execute();
      const [issued, used, open] = await Promise.all([
        grouped('created_at'),
        grouped('redeemed_at'),
        db
          .selectFrom('vouchers')
          .select([
            (eb) => eb.fn.countAll().as('count'),
            (eb) => eb.fn.coalesce(eb.fn.sum('value_fils'), eb.lit(0)).as('fils'),
          ])
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'new')
          .where('voided_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow(),
      ]);
      const counted = (rows: typeof issued) =>
        rows.map((r) => ({ month: r.month, count: n(r.count), fils: n(r.fils) }));
      return {
        issued: counted(issued),
        used: counted(used),
        open: { count: n(open.count), fils: n(open.fils) },
      };
    },

    /** Answers (their option's place, 1 to 5) per month and question. */
    async feedback(tenantId: number, range: MonthRange) {
      const rows = await db
        .selectFrom('feedback_ratings as r')
        .innerJoin('rating_options as o', 'o.id', 'r.option_id')
        .select([
          monthOf(sql.ref('r.updated_at'), range).as('month'),
          'r.question_id',
          (eb) => eb.fn.countAll().as('answers'),
          (eb) => eb.fn.sum('o.index_num').as('places'),
        ])
        .where('r.tenant_id', '=', tenantId)
        .where('r.updated_at', '>=', range.months[0]!.start)
        .where('r.updated_at', '<', range.end)
        .groupBy([sql`1`, 'r.question_id'])
        .execute();
      const questions = await db
        .selectFrom('rating_questions')
        .select(['id', 'description'])
        .where('tenant_id', '=', tenantId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return {
        rows: rows.map((r) => ({
          month: r.month,
          questionId: r.question_id,
          answers: n(r.answers),
          places: n(r.places),
        })),
        questions,
      };
    },
  };
}
