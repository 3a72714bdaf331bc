import { RedemptionDetail } from '../../features/history/components/redemption-detail';

export function Component() {
  return <RedemptionDetail />;
}
