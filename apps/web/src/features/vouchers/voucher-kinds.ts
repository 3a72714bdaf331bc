import type { voucher } from '@loyalty/contract';
import type * as z from 'zod/mini';

/** A listed voucher (VOUCHER_HEADER): entry_no, VOUCHER_NO (its code), Valid_Until, Redeem_value. */
export type Voucher = z.output<typeof voucher>;

/** The three lists of the toggle (docs/wire-protocol.md §2 "Vouchers"). */
export type VoucherKind = 'new' | 'used' | 'expired';

/** GetVoucher's switch for each list (docs/wire-protocol.md §7 #21): USED 0, USED 1 or EXPIRED 1. */
export const KIND_FILTER: Record<VoucherKind, { USED: 0 | 1 } | { EXPIRED: 1 }> = {
  new: { USED: 0 },
  used: { USED: 1 },
  expired: { EXPIRED: 1 },
};

/**
 * The voucher passed along in navigation state (detail, transfer), or undefined when the
 * screen was opened without one (a reload, a typed address).
 */
export function voucherFromState(state: unknown): Voucher | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as { voucher?: unknown }).voucher;
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Partial<Voucher>;
  return typeof v.entry_no === 'string' &&
    typeof v.VOUCHER_NO === 'string' &&
    typeof v.Valid_Until === 'string' &&
    typeof v.Redeem_value === 'number'
    ? (v as Voucher)
    : undefined;
}
