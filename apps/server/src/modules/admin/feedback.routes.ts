import { feedbackQuery, feedbackResults } from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { feedbackResultsService } from '../feedback/feedback-results.service';
import { adminRoute } from './admin-route';

/** What the customers said on the feedback screen, by period. */
export function feedbackAdminRoutes(app: FastifyInstance): void {
  const feedback = feedbackResultsService({ db: app.db });

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/feedback',
      roles: ['owner', 'manager'],
      summary: 'Feedback results: per question the average and the answers, and the comments',
      query: feedbackQuery,
      response: feedbackResults,
    },
    ({ who, query }) => feedback.results(who.tenant, query),
  );
}
