import type { FeedbackResults } from '@loyalty/contract/admin';
import type { ServiceDeps } from '../../ledger/service-deps';
import type { Tenant } from '../settings/tenants.repository';
import { feedbackResultsRepository, type Period } from './feedback-results.repository';

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Per question the average and the spread of answers, and the comments, of a period. */
export function feedbackResultsService(deps: Pick<ServiceDeps, 'db'>) {
  const repo = feedbackResultsRepository(deps.db);

  return {
    async results(
      tenant: Tenant,
      q: { from?: string | undefined; to?: string | undefined; page: number; size: number },
    ): Promise<FeedbackResults> {
      // Days are the programme's calendar days in UTC, as the answers' times are stored.
      const period: Period = {
        from: q.from ? `${q.from}T00:00:00.000Z` : null,
        until: q.to ? `${nextDay(q.to)}T00:00:00.000Z` : null,
      };
      const questions = await repo.questions(tenant.id, period);
      const [options, counts, comments, total] = await Promise.all([
        repo.options(questions.map((x) => x.id)),
        repo.counts(tenant.id, period),
        repo.comments(tenant.id, period, (q.page - 1) * q.size, q.size),
        repo.commentCount(tenant.id, period),
      ]);
      const countOf = new Map(counts.map((c) => [c.option_id, Number(c.n)]));
      return {
        questions: questions.map((question) => {
          const distribution = options
            .filter((o) => o.question_id === question.id)
            .map((o) => ({
              optionId: o.id,
              index: Number(o.index_num),
              label: o.options_desc,
              count: countOf.get(o.id) ?? 0,
            }));
          const answers = distribution.reduce((sum, d) => sum + d.count, 0);
          const weighted = distribution.reduce((sum, d) => sum + d.count * d.index, 0);
          return {
            id: question.id,
            description: question.description,
            type: question.rating_type,
            published: question.published === 1,
            answers,
            average: answers === 0 ? null : Math.round((weighted / answers) * 100) / 100,
            distribution,
          };
        }),
        comments: {
          items: comments.map((c) => ({
            questionId: c.question_id,
            customerId: c.customer_id,
            index: Number(c.index_num),
            comment: c.other_feedback,
            at: c.updated_at,
          })),
          page: q.page,
          size: q.size,
          total,
        },
      };
    },
  };
}
