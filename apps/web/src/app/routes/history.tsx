import { HistoryScreen } from '../../features/history/components/history-screen';

export function Component() {
  return <HistoryScreen />;
}
