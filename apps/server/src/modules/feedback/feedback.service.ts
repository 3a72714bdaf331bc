import type { RequestOf, ResponseInput } from '@loyalty/contract';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import type { Tenant } from '../settings/tenants.repository';
import { feedbackRepository, type QuestionInput } from './feedback.repository';

type Entry = RequestOf<'Loy_InsertUpdateFeedbackRatings'>['DATA']['TRAN'][number];

export const SAVED = 'Successfully saved';
const bad = (message: string) => new Refusal('BAD_FEEDBACK', message);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Rating questions from a JSON document: `[{ "description", "secondLanguage", "type": "Star" |
 * "Emoji", "options": [{ "desc", "desc2" } × 5] }]`.
 */
export function readQuestions(json: unknown): QuestionInput[] {
  if (!Array.isArray(json) || json.length === 0)
    throw bad('The ratings file must be a JSON list of questions.');
  return json.map((q, i) => {
    const n = i + 1;
    if (!isRecord(q) || textOf(q.description) === '')
      throw bad(`Question ${n} needs a "description".`);
    const type = textOf(q.type).toLowerCase();
    if (type !== 'star' && type !== 'emoji')
      throw bad(`Question ${n}: "type" must be "Star" or "Emoji".`);
    const options = Array.isArray(q.options) ? q.options : [];
    if (options.length !== 5 || !options.every((o) => isRecord(o) && textOf(o.desc) !== '')) {
      throw bad(
        `Question ${n} needs 5 options, each with a "desc" (and a "desc2" in the second language).`,
      );
    }
    return {
      description: textOf(q.description),
      secondLanguage: textOf(q.secondLanguage),
      type: type === 'star' ? 'Star' : 'Emoji',
      options: options.map((o) => ({ desc: textOf(o.desc), desc2: textOf(o.desc2) })),
    };
  });
}

export function feedbackService(deps: ServiceDeps) {
  const repo = feedbackRepository(deps.db);

  return {
    /** Loy_getRatingsAndOptions: the published questions and their options. */
    async ratings(tenant: Tenant): Promise<ResponseInput<'Loy_getRatingsAndOptions'>> {
      const questions = await repo.publishedQuestions(tenant.id);
      const options = await repo.optionsOf(questions.map((q) => q.id));
      return {
        STATUS: true,
        DATA: {
          RATINGS: questions.map((q) => ({
            rating_id: String(q.id),
            Client_id: String(tenant.clientId),
            description: q.description,
            secondLanguage: q.second_language,
            rating_type: q.rating_type,
          })),
          RATING_OPTIONS: options.map((o) => ({
            index_num: Number(o.index_num),
            options_id: String(o.id),
            options_desc: o.options_desc,
            options_desc2: o.options_desc2,
            rating_id: String(o.question_id),
          })),
        },
      };
    },

    /** Loy_InsertUpdateFeedbackRatings: every entry names a published question and one of its options. */
    async save(tenant: Tenant, customerId: number, entries: Entry[]): Promise<void> {
      if (entries.length === 0) throw bad('Choose your experience before you share it.');
      const questions = await repo.publishedQuestions(tenant.id);
      const options = await repo.optionsOf(questions.map((q) => q.id));
      const at = deps.now().toISOString();
      const answers = entries.map((e) => {
        const option = options.find(
          (o) => String(o.id) === e.option_id && String(o.question_id) === e.rating_id,
        );
        if (!option) throw bad(`Rating ${e.rating_id} has no option ${e.option_id}.`);
        const otherFeedback = e.other_feedback?.trim() ?? '';
        return {
          tenantId: tenant.id,
          customerId,
          questionId: option.question_id,
          optionId: option.id,
          otherFeedback,
          at,
        };
      });
      await inTransaction(deps.db, async (trx) => {
        for (const a of answers) await feedbackRepository(trx).upsertAnswer(a);
      });
    },

    /** The published questions with their options, as the console edits them. */
    async questions(tenant: Tenant) {
      const questions = await repo.publishedQuestions(tenant.id);
      const options = await repo.optionsOf(questions.map((q) => q.id));
      return questions.map((q) => ({
        id: q.id,
        description: q.description,
        secondLanguage: q.second_language,
        type: q.rating_type,
        options: options
          .filter((o) => o.question_id === q.id)
          .map((o) => ({ desc: o.options_desc, desc2: o.options_desc2 })),
      }));
    },

    /** Publishes a new set of questions (the old ones stay with their answers, unpublished). */
    async setQuestions(tenant: Tenant, json: unknown, who: AuditContext): Promise<number> {
      const questions = readQuestions(json);
      const now = deps.now();
      await inTransaction(deps.db, async (trx) => {
        await feedbackRepository(trx).replaceQuestions(tenant.id, questions);
        await recordAudit(
          trx,
          tenant.id,
          who,
          {
            action: 'rating_questions.update',
            entity: 'rating_questions',
            after: { questions: questions.map((q) => q.description) },
          },
          now,
        );
      });
      return questions.length;
    },
  };
}
