import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { historyService } from '../history/history.service';
import { customerRecord } from './customer-record';
import { pointsService } from './points.service';
import { answerRefusals } from '../../ledger/refusal';

/** GetLoyPoints (the customer with points, or the purchase history) and CalculatePoints. */
export async function pointsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const points = pointsService(deps);
  const history = historyService(deps);

  const heavy = (body: unknown) =>
    (body as { DATA?: { TYPE_NAME?: unknown } } | null)?.DATA?.TYPE_NAME === 'CUSTOMER_HISTORY';
  app.call(registry.GetLoyPoints, { heavy }, async ({ data, me, tenant, request }) =>
    answerRefusals(async () => {
      const customer = me();
      const query = data.DATA;
      if (query.TYPE_NAME === 'CUSTOMER_HISTORY') {
        return history.history(
          {
            id: customer.customerId,
            custCode: customer.custCode,
            // A version read with the session in this request is as current as a read now.
            version: request.sessionReadNow ? customer.historyVersion : undefined,
          },
          query.FROM_DATE,
          query.TO_DATE,
        );
      }
      // The session check read the customer's row at the start of this request.
      const { row } = customer;
      const summary = points.summaryOf(row, await tenant());
      return { STATUS: true, DATA: customerRecord(row, summary, app.publicOrigin(request)) };
    }),
  );

  app.call(registry.CalculatePoints, {}, async ({ data, tenant }) =>
    answerRefusals(async () => ({
      STATUS: true,
      MESSAGE: '',
      REEDEEM_AMOUNT: points.redeemAmount(data.DATA.POINTS, await tenant()),
    })),
  );
}
