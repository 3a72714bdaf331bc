import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/programme-tables';

/** The reads of a customer's export that the console's screens do not make. */
export function customerExportRepository(db: Kysely<Database>) {
  return {
    async billLines(customerId: number) {
      return db
        .selectFrom('bill_lines as l')
        .innerJoin('bills as b', 'b.id', 'l.bill_id')
        .select(['l.bill_id', 'l.barcode', 'l.description', 'l.quantity', 'l.price_fils'])
        .where('b.customer_id', '=', customerId)
        .orderBy('l.bill_id')
        .orderBy('l.line_no')
        .execute();
    },

    async feedback(customerId: number) {
      return db
        .selectFrom('feedback_ratings as f')
        .innerJoin('rating_questions as q', 'q.id', 'f.question_id')
        .innerJoin('rating_options as o', 'o.id', 'f.option_id')
        .select(['q.description', 'o.options_desc', 'f.other_feedback', 'f.updated_at'])
        .where('f.customer_id', '=', customerId)
        .orderBy('f.id')
        .execute();
    },

    async sessions(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
