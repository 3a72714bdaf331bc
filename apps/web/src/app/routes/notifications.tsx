import { Navigate } from 'react-router';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';
import { useOurFeature } from '../../lib/app-settings';

/** Ours: reached without the feature (the vendor's backend), it goes home. */
export function Component() {
  return useOurFeature('notifications') ? <NotificationsScreen /> : <Navigate to="/home" replace />;
}
