import { VoucherTransfer } from '../../features/vouchers/components/voucher-transfer';

export function Component() {
  return <VoucherTransfer />;
}
