import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../lib/limits';
import { Refusal } from '../../ledger/refusal';
import { SAVED, feedbackService } from './feedback.service';

/** Loy_getRatingsAndOptions (public) and Loy_InsertUpdateFeedbackRatings (the customer's). */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const feedback = feedbackService({ db: app.db, dialect: app.dialect, now: app.now });

  app.call(registry.Loy_getRatingsAndOptions, {}, async ({ tenant }) =>
    feedback.ratings(await tenant()),
  );

  app.call(
    registry.Loy_InsertUpdateFeedbackRatings,
    { limits: [LIMITS.writePerIp] },
    async ({ data, me, tenant }) => {
      try {
        await feedback.save(await tenant(), me().customerId, data.DATA.TRAN);
        return { STATUS: true, MESSAGE: SAVED };
      } catch (error) {
        // docs/wire-protocol.md §7 #28: this call's failure status is the string 'FAIL'.
        if (error instanceof Refusal) return { STATUS: 'FAIL', MESSAGE: error.message };
        throw error;
      }
    },
  );
}
