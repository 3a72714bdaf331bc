import { TransactionDetail } from '../../features/history/components/transaction-detail';

export function Component() {
  return <TransactionDetail />;
}
