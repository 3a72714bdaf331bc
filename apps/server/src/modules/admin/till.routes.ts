import {
  tillBillRequest,
  tillBillResponse,
  tillRedeemRequest,
  tillRedeemResponse,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '../../ledger/idempotency';
import { billsService } from '../pos/bills.service';
import { normalizeVoucherCode } from '../vouchers/voucher-codes';
import { redeemVoucher } from '../vouchers/vouchers.service';
import { adminRoute } from './admin-route';
import { adminBillsRepository } from './bills.repository';
import { adminCustomersService } from './customers.service';

/**
 * The console's till: a signed-in cashier posts a bill and redeems a voucher for a customer
 * found by search. The tills' own calls (`/api/pos/`) do the same with a key; these reuse their
 * services, so the ledger moves the same way, and add the staff member to the audit log.
 */
export function tillAdminRoutes(app: FastifyInstance): void {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const bills = billsService(deps);
  const customers = adminCustomersService(deps);
  const billsRepo = adminBillsRepository(app.db, app.dialect);
  const roles = ['owner', 'manager', 'cashier'] as const;

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/till/bills',
      roles,
      summary: "Post a bill for a customer from the console's till (Idempotency-Key honoured)",
      body: tillBillRequest,
      response: tillBillResponse,
    },
    async ({ who, body, request }) => {
      const customer = await customers.customer(who.tenant, body.customerId);
      const voucherCode = body.voucherCode?.trim();
      const posted = await bills.post(
        who.tenant,
        {
          billRef: body.billRef,
          customer: { custCode: customer.cust_code },
          amount: Number(body.amount),
          ...(voucherCode ? { voucherCode } : {}),
        },
        idempotencyKey(request),
        who.audit,
      );
      const { rows } = await billsRepo.search(
        { tenantId: who.tenant.id, ref: posted.billRef, customerId: customer.id },
        0,
        10,
      );
      return {
        billId: rows.find((b) => b.bill_ref === posted.billRef)?.id ?? 0,
        billRef: posted.billRef,
        pointsEarned: posted.pointsEarned,
        balance: posted.balance,
        cardType: posted.cardType,
        voucherRedeemed: posted.voucherRedeemed ?? null,
      };
    },
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/till/vouchers/redeem',
      roles,
      summary: "Redeem a customer's voucher at the console's till, once",
      body: tillRedeemRequest,
      response: tillRedeemResponse,
    },
    async ({ who, body }) => {
      const customer = await customers.customer(who.tenant, body.customerId);
      const { value } = await redeemVoucher(
        deps,
        { tenantId: who.tenant.id, customerId: customer.id, code: body.voucherCode },
        who.audit,
      );
      return { voucherCode: normalizeVoucherCode(body.voucherCode), value };
    },
  );
}
