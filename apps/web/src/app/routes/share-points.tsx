import { SharePointsScreen } from '../../features/points/components/share-points-screen';

export function Component() {
  return <SharePointsScreen />;
}
