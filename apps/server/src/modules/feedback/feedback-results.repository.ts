import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/programme-tables';

/** Answers given in a period: `from` inclusive, `until` exclusive (ISO times); open when null. */
export interface Period {
  from: string | null;
  until: string | null;
}

/** What the customers answered, counted for the console; every read is scoped to a programme. */
export function feedbackResultsRepository(db: Kysely<Database>) {
  const answers = (tenantId: number, period: Period) => {
    let q = db.selectFrom('feedback_ratings as f').where('f.tenant_id', '=', tenantId);
    if (period.from) q = q.where('f.updated_at', '>=', period.from);
    if (period.until) q = q.where('f.updated_at', '<', period.until);
    return q;
  };

  return {
    /** The published questions and any question answered in the period, in order. */
    async questions(tenantId: number, period: Period) {
      const answered = answers(tenantId, period).select('f.question_id');
      return db
        .selectFrom('rating_questions')
        .select(['id', 'description', 'rating_type', 'published'])
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('published', '=', 1), eb('id', 'in', answered)]))
        .orderBy('published', 'desc')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async options(questionIds: number[]) {
      if (questionIds.length === 0) return [];
      return db
        .selectFrom('rating_options')
        .select(['id', 'question_id', 'index_num', 'options_desc'])
        .where('question_id', 'in', questionIds)
        .orderBy('question_id')
        .orderBy('index_num')
        .execute();
    },

    async counts(tenantId: number, period: Period) {
      return answers(tenantId, period)
        .select((eb) => ['f.option_id', eb.fn.countAll().as('n')])
        .groupBy('f.option_id')
        .execute();
    },

    async comments(tenantId: number, period: Period, offset: number, limit: number) {
      return answers(tenantId, period)
        .innerJoin('rating_options as o', 'o.id', 'f.option_id')
        .select([
          'f.question_id',
          'f.customer_id',
          'o.index_num',
          'f.other_feedback',
          'f.updated_at',
        ])
        .where('f.other_feedback', '<>', '')
        .orderBy('f.updated_at', 'desc')
        .orderBy('f.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async commentCount(tenantId: number, period: Period): Promise<number> {
      const row = await answers(tenantId, period)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('f.other_feedback', '<>', '')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
