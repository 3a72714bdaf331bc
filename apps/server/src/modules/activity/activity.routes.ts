import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { answerRefusals } from '../../ledger/refusal';
import { activityService } from './activity.service';

/** Our LoyActivity (docs/decisions/020-our-features.md). */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const activity = activityService({ db: app.db, dialect: app.dialect, now: app.now });

  app.call(registry.LoyActivity, {}, async ({ data, me, tenant }) =>
    answerRefusals(async () => {
      const { CURSOR, PAGE_SIZE } = data.DATA;
      return activity.page((await tenant()).id, me().customerId, CURSOR, PAGE_SIZE);
    }),
  );
}
