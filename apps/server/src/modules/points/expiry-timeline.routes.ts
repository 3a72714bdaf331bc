import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { answerRefusals } from '../../ledger/refusal';
import { expiryTimelineService } from './expiry-timeline.service';

/** Our LoyPointsExpiry (docs/decisions/020-our-features.md). */
export async function expiryTimelineRoutes(app: FastifyInstance): Promise<void> {
  const timeline = expiryTimelineService({ db: app.db, dialect: app.dialect, now: app.now });

  app.call(registry.LoyPointsExpiry, {}, async ({ me, tenant }) =>
    answerRefusals(async () => timeline.answer(await tenant(), me().customerId)),
  );
}
