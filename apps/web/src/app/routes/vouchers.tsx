import { VouchersScreen } from '../../features/vouchers/components/vouchers-screen';

export function Component() {
  return <VouchersScreen />;
}
