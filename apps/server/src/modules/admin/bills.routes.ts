import {
  billDetail,
  billPage,
  billParams,
  billSearchQuery,
  reverseBillRequest,
  reverseBillResponse,
  type BillSearchQuery,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { filsToAed } from '../../ledger/money';
import { addDaysToDay, zonedTimeToUtc } from '../../lib/time-zone';
import { billReversalService } from '../pos/bill-reversal.service';
import type { Tenant } from '../settings/tenants.repository';
import { adminRoute } from './admin-route';
import { adminBillsRepository, type BillFilter } from './bills.repository';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to` as instants: a day is whole, in the programme's time zone. */
function filterOf(tenant: Tenant, query: BillSearchQuery): BillFilter {
  const zone = tenant.rules.timeZone;
  const startOf = (day: string) => zonedTimeToUtc(`${day}T00:00:00`, zone).toISOString();
  const { from, to } = query;
  return {
    tenantId: tenant.id,
    ref: query.q || undefined,
    customerId: query.customerId,
    custCode: query.custCode || undefined,
    from:
      from === undefined
        ? undefined
        : DAY.test(from)
          ? startOf(from)
          : new Date(from).toISOString(),
    before:
      to === undefined
        ? undefined
        : DAY.test(to)
          ? startOf(addDaysToDay(to, 1))
          : new Date(new Date(to).getTime() + 1).toISOString(),
  };
}

/** The console's bills: the list and a reversal. */
export function billsAdminRoutes(app: FastifyInstance): void {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const repo = adminBillsRepository(app.db, app.dialect);
  const reversals = billReversalService(deps);

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/bills',
      roles: ['owner', 'manager', 'cashier'],
      summary: 'List bills by reference prefix, customer and dates, newest first',
      query: billSearchQuery,
      response: billPage,
    },
    async ({ who, query }) => {
      const { page, size } = query;
      const { rows, total } = await repo.search(
        filterOf(who.tenant, query),
        (page - 1) * size,
        size,
      );
      return {
        items: rows.map((b) => ({
          id: b.id,
          billRef: b.bill_ref,
          customerId: b.customer_id,
          custCode: b.cust_code,
          amount: filsToAed(Number(b.amount_fils)),
          pointsEarned: Number(b.points_earned),
          tranDate: b.tran_date,
          reversedAt: b.reversed_at,
        })),
        page,
        size,
        total,
      };
    },
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/bills/:billId',
      roles: ['owner', 'manager', 'cashier'],
      summary: 'A bill with its lines and the vouchers it used or gave',
      params: billParams,
      response: billDetail,
    },
    async ({ who, params }) => {
      const found = await repo.detail(who.tenant.id, params.billId);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'No bill of this programme has that id.');
      const { bill, lines, vouchers } = found;
      const codeWhere = (column: 'issued_bill_id' | 'redeemed_bill_id') =>
        vouchers.find((v) => v[column] === bill.id)?.code ?? null;
      return {
        id: bill.id,
        billRef: bill.bill_ref,
        customerId: bill.customer_id,
        custCode: bill.cust_code,
        customerName: `${bill.first_name} ${bill.last_name}`.trim(),
        amount: filsToAed(Number(bill.amount_fils)),
        pointsEarned: Number(bill.points_earned),
        tranDate: bill.tran_date,
        reversedAt: bill.reversed_at,
        lines: lines.map((l) => ({
          lineNo: Number(l.line_no),
          barcode: l.barcode,
          description: l.description,
          quantity: Number(l.quantity),
          price: filsToAed(Number(l.price_fils)),
        })),
        voucherUsed: codeWhere('redeemed_bill_id'),
        voucherIssued: codeWhere('issued_bill_id'),
      };
    },
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/bills/:billId/reverse',
      roles: ['owner', 'manager'],
      summary: 'Reverse a bill: its points taken back, its vouchers returned or voided',
      params: billParams,
      body: reverseBillRequest,
      response: reverseBillResponse,
    },
    async ({ who, params, body }) =>
      reversals.reverse(who.tenant, params.billId, body.reason, who.audit),
  );
}
