import type { CardTypeRule } from '@loyalty/server/data';
import type { BillPlan } from './bill-plan';
import type { BulkSink } from './bulk-sink';
import type { DataSize } from './data-size';

export interface SeedContext {
  sink: BulkSink;
  size: DataSize;
  now: Date;
  tenantId: number;
  cardTypes: CardTypeRule[];
  pointsOf(amountFils: number): number;
  /** Points credited before this time (ms) have expired already. */
  expiredBefore: number;
  voucherDays: number;
  firstCustomerId: number;
  firstBillId: number;
  passwordHash: string;
  plan: BillPlan;
  earned: Earned;
}

/** Points earned per customer (index = customer number): in all, and before the cutoff. */
export interface Earned {
  all: Float64Array;
  expired: Float64Array;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** Points earned over the whole history and before the expiry cutoff, per customer. */
export function earnedPerCustomer(
  ctx: Pick<SeedContext, 'size' | 'plan' | 'pointsOf' | 'expiredBefore'>,
): Earned {
  const all = new Float64Array(ctx.size.customers);
  const expired = new Float64Array(ctx.size.customers);
  const { customerOf, amountFils, at } = ctx.plan;
  for (let k = 0; k < customerOf.length; k++) {
    const c = customerOf[k] ?? 0;
    const points = ctx.pointsOf(amountFils[k] ?? 0);
    all[c] = (all[c] ?? 0) + points;
    if ((at[k] ?? 0) < ctx.expiredBefore) expired[c] = (expired[c] ?? 0) + points;
  }
  return { all, expired };
}
