import { VoucherDetail } from '../../features/vouchers/components/voucher-detail';

export function Component() {
  return <VoucherDetail />;
}
