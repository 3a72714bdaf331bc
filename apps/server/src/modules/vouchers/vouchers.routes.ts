import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import type { Limit } from '../../lib/limits';
import { LIMITS } from '../../lib/limits';
import { idempotencyKey } from '../../ledger/idempotency';
import { Refusal, answerRefusals } from '../../ledger/refusal';
import { vouchersService } from './vouchers.service';

/** Wrong codes a customer may try before waiting: codes are unguessable, tries are counted too. */
const CLAIM_FAILURES: Limit = { name: 'voucher-claim-failures', max: 10, windowMs: 15 * 60_000 };

/** GetVoucher, CreateVoucher, LoyAddVoucherExternal. */
export async function vouchersRoutes(app: FastifyInstance): Promise<void> {
  const vouchers = vouchersService({ db: app.db, dialect: app.dialect, now: app.now });

  app.call(registry.GetVoucher, {}, async ({ data, me }) => {
    const q = data.DATA;
    const which = q.EXPIRED === 1 ? 'expired' : q.USED === 1 ? 'used' : 'new';
    return vouchers.list(me().customerId, which);
  });

  app.call(
    registry.CreateVoucher,
    { limits: [LIMITS.writePerIp] },
    async ({ data, me, tenant, request }) =>
      answerRefusals(async () =>
        vouchers.create(me().customerId, await tenant(), data.DATA.POINTS, idempotencyKey(request)),
      ),
  );

  app.call(
    registry.LoyAddVoucherExternal,
    { limits: [LIMITS.writePerIp] },
    async ({ data, me, tenant }) =>
      answerRefusals(async () => {
        const subject = String(me().customerId);
        await app.rateLimiter.check(CLAIM_FAILURES, subject);
        try {
          await vouchers.claim(me().customerId, await tenant(), data.DATA.ENTRY_NO);
        } catch (error) {
          if (error instanceof Refusal && error.code === 'CODE_UNKNOWN') {
            await app.rateLimiter.hit(CLAIM_FAILURES, subject);
          }
          throw error;
        }
        return { STATUS: true, MESSAGE: 'Voucher added successfully' };
      }),
  );
}
