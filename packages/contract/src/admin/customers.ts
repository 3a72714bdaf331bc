import * as z from 'zod/mini';
import { page, pageQuery, reason } from './common';

/** The most points one adjustment may move (the ledger's bound for a single move). */
export const MAX_ADJUST_POINTS = 10_000_000;

const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** `/api/admin/customers/:customerId...` */
export const customerParams = z.object({ customerId: id });
export type CustomerParams = z.infer<typeof customerParams>;

/** GET /api/admin/customers: `q` is a prefix of a name, e-mail, mobile, card number or code. */
export const customerSearchQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuery>;

export const customerSummary = z.object({
  id: z.number(),
  custCode: z.string(),
  cardNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The tier. */
  cardType: z.string(),
  balance: z.number(),
  blocked: z.boolean(),
  erased: z.boolean(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;
export const customerPage = page(customerSummary);

export const voucherStates = ['new', 'used', 'expired', 'voided'] as const;

export const customerVoucher = z.object({
  id: z.number(),
  code: z.string(),
  /** AED. */
  value: z.number(),
  source: z.enum(['points', 'external', 'bill']),
  status: z.enum(voucherStates),
  expiresAt: z.string(),
  redeemedAt: z.nullable(z.string()),
});

export const customerBill = z.object({
  id: z.number(),
  billRef: z.string(),
  /** AED. */
  amount: z.number(),
  pointsEarned: z.number(),
  tranDate: z.string(),
  reversedAt: z.nullable(z.string()),
});

export const customerDetail = z.extend(customerSummary, {
  birthDate: z.string(),
  gender: z.string(),
  nationality: z.string(),
  country: z.string(),
  city: z.string(),
  area: z.string(),
  address: z.array(z.string()),
  company: z.string(),
  hasPicture: z.boolean(),
  /** AED value of the balance. */
  balanceValue: z.number(),
  pointsExpired: z.number(),
  blockedAt: z.nullable(z.string()),
  erasedAt: z.nullable(z.string()),
  vouchers: z.array(customerVoucher),
  recentBills: z.array(customerBill),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** One ledger entry with the balance as it stood right after it. */
export const ledgerLine = z.object({
  id: z.number(),
  kind: z.enum(['earn', 'redeem', 'send', 'receive', 'expire', 'adjust']),
  points: z.number(),
  reference: z.nullable(z.string()),
  createdAt: z.string(),
  balanceAfter: z.number(),
});
export const ledgerPage = page(ledgerLine);

/** POST .../adjust: a correction with its reason; a negative one takes points away. */
export const adjustPointsRequest = z.object({
  points: z.number().check(
    z.int(),
    z.gte(-MAX_ADJUST_POINTS),
    z.lte(MAX_ADJUST_POINTS),
    z.refine((n) => n !== 0, 'The adjustment must not be 0.'),
  ),
  reason,
});
export type AdjustPointsRequest = z.infer<typeof adjustPointsRequest>;
export const adjustPointsResponse = z.object({
  customerId: z.number(),
  points: z.number(),
  balanceBefore: z.number(),
  balance: z.number(),
});

/** POST .../block, .../unblock, .../erase: the reason goes to the audit log. */
export const customerActionRequest = z.object({ reason });
export const customerStateResponse = z.object({
  customerId: z.number(),
  blocked: z.boolean(),
  erased: z.boolean(),
});

/** GET .../export: everything held about the customer, for a request of their own data. */
export const customerExport = z.object({
  exportedAt: z.string(),
  programme: z.object({ clientId: z.number(), name: z.string() }),
  profile: z.record(z.string(), z.unknown()),
  ledger: z.array(ledgerLine),
  bills: z.array(
    z.extend(customerBill, {
      lines: z.array(
        z.object({
          barcode: z.string(),
          description: z.string(),
          quantity: z.number(),
          price: z.number(),
        }),
      ),
    }),
  ),
  vouchers: z.array(customerVoucher),
  feedback: z.array(
    z.object({
      question: z.string(),
      answer: z.string(),
      comment: z.string(),
      at: z.string(),
    }),
  ),
  sessions: z.number(),
});
export type CustomerExport = z.infer<typeof customerExport>;
