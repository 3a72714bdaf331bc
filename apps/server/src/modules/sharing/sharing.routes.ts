import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../lib/limits';
import { idempotencyKey } from '../../ledger/idempotency';
import { answerRefusals } from '../../ledger/refusal';
import { sharingService } from './sharing.service';

/** LoySharePoints, TransferVoucher and our LoyShareRecipient. */
export async function sharingRoutes(app: FastifyInstance): Promise<void> {
  const sharing = sharingService({ db: app.db, dialect: app.dialect, now: app.now });

  app.call(
    registry.LoySharePoints,
    { limits: [LIMITS.writePerIp] },
    async ({ data, me, tenant, request }) =>
      answerRefusals(async () => {
        const d = data.DATA;
        const receiver = { email: d.EMAIL_RECEIVER, mobile: d.MOBILE_NUM_RECEIVER };
        const key = idempotencyKey(request);
        return sharing.sharePoints(await tenant(), me(), receiver, d.SHARE_POINTS, key);
      }),
  );

  app.call(
    registry.LoyShareRecipient,
    { limits: [LIMITS.shareRecipientPerIp] },
    async ({ data, me, tenant }) =>
      answerRefusals(async () => {
        const sender = me();
        // Counted per customer too: one session cannot walk through many addresses.
        await app.rateLimiter.hit(
          LIMITS.shareRecipientPerCustomer,
          `customer:${sender.customerId}`,
        );
        const d = data.DATA;
        const receiver = { email: d.EMAIL_RECEIVER, mobile: d.MOBILE_NUM_RECEIVER };
        return sharing.recipient(await tenant(), sender, receiver);
      }),
  );

  app.call(
    registry.TransferVoucher,
    { limits: [LIMITS.writePerIp] },
    async ({ data, me, tenant, request }) =>
      answerRefusals(async () => {
        const d = data.DATA;
        const receiver = { email: d.receiverEmail, mobile: d.receiverMobile };
        const key = idempotencyKey(request);
        return sharing.transferVoucher(await tenant(), me(), receiver, d.voucherEntryNo, key);
      }),
  );
}
