import { DigitalReceipt } from '../../features/history/components/digital-receipt';

export function Component() {
  return <DigitalReceipt />;
}
