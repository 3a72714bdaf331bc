import * as z from 'zod/mini';

/** A path id: a whole number above 0 (another programme's id answers 404, never 403). */
export const pathId = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** POST /api/admin/voucher-batches: claim codes of one value, valid for some days. */
export const voucherBatchRequest = z.object({
  count: z.number().check(z.int('Enter a whole number of codes.'), z.gte(1), z.lte(1000)),
  /** AED, at most two decimals. */
  value: z.number().check(
    z.gt(0, 'The value must be above 0 AED.'),
    z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals.'),
  ),
  validDays: z.number().check(z.int('Enter a whole number of days.'), z.gte(1), z.lte(3650)),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type VoucherBatchRequest = z.infer<typeof voucherBatchRequest>;

export const voucherBatchParams = z.object({ batchId: pathId });

/** A batch with what became of its codes. */
export const voucherBatch = z.object({
  id: z.number(),
  name: z.string(),
  /** AED. */
  value: z.number(),
  validDays: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  createdBy: z.string(),
  voidedAt: z.nullable(z.string()),
  issued: z.number(),
  claimed: z.number(),
  used: z.number(),
  voided: z.number(),
});
export type VoucherBatch = z.infer<typeof voucherBatch>;

export const voucherBatchIssued = z.object({ batch: voucherBatch, codes: z.array(z.string()) });

/** How many unclaimed codes a void took back (0 when called again). */
export const voucherBatchVoided = z.object({ batch: voucherBatch, voided: z.number() });
