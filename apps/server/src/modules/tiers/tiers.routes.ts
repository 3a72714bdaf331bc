import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { answerRefusals } from '../../ledger/refusal';
import { tiersService } from './tiers.service';

/** Our LoyTierProgress (docs/decisions/020-our-features.md). */
export async function tiersRoutes(app: FastifyInstance): Promise<void> {
  const tiers = tiersService({ db: app.db, dialect: app.dialect, now: app.now });

  app.call(registry.LoyTierProgress, {}, async ({ me, tenant }) =>
    answerRefusals(async () => tiers.progress(await tenant(), me().customerId)),
  );
}
