import { Navigate } from 'react-router';
import { ActivityScreen } from '../../features/activity/components/activity-screen';
import { useOurFeature } from '../../lib/app-settings';

export function Component() {
  return useOurFeature('activity') ? <ActivityScreen /> : <Navigate to="/home" replace />;
}
