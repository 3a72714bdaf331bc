import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/programme-tables';

export interface QuestionInput {
  description: string;
  secondLanguage: string;
  type: 'Star' | 'Emoji';
  options: { desc: string; desc2: string }[];
}

export function feedbackRepository(db: Kysely<Database>) {
  return {
    async publishedQuestions(tenantId: number) {
      return db
        .selectFrom('rating_questions')
        .select(['id', 'description', 'second_language', 'rating_type'])
        .where('tenant_id', '=', tenantId)
        .where('published', '=', 1)
        .orderBy('position')
        .execute();
    },

    async optionsOf(questionIds: number[]) {
      if (questionIds.length === 0) return [];
      return db
        .selectFrom('rating_options')
        .select(['id', 'question_id', 'index_num', 'options_desc', 'options_desc2'])
        .where('question_id', 'in', questionIds)
        .orderBy('question_id')
        .orderBy('index_num')
        .execute();
    },

    /** Unpublishes the current questions (answers given to them stay) and adds the new ones. */
    async replaceQuestions(tenantId: number, questions: QuestionInput[]): Promise<void> {
      await db
        .updateTable('rating_questions')
        .set({ published: 0 })
        .where('tenant_id', '=', tenantId)
        .execute();
      for (const [i, q] of questions.entries()) {
        const { id } = await db
          .insertInto('rating_questions')
          .values({
            tenant_id: tenantId,
            position: i + 1,
            description: q.description,
            second_language: q.secondLanguage,
            rating_type: q.type,
            published: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('rating_options')
          .values(
            q.options.map((o, n) => ({
              question_id: id,
              index_num: n + 1,
              options_desc: o.desc,
              options_desc2: o.desc2,
            })),
          )
          .execute();
      }
    },

    /** One answer per customer and question: a second one replaces the first. */
    async upsertAnswer(a: {
      tenantId: number;
      customerId: number;
      questionId: number;
      optionId: number;
      otherFeedback: string;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('feedback_ratings')
        .values({
          tenant_id: a.tenantId,
          customer_id: a.customerId,
          question_id: a.questionId,
          option_id: a.optionId,
          other_feedback: a.otherFeedback,
          created_at: a.at,
          updated_at: a.at,
        })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'question_id']).doUpdateSet({
            option_id: a.optionId,
            other_feedback: a.otherFeedback,
            updated_at: a.at,
          }),
        )
        .execute();
    },
  };
}
