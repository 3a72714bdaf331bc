import { Navigate } from 'react-router';
import { ExpiryScreen } from '../../features/expiry/components/expiry-screen';
import { useOurFeature } from '../../lib/app-settings';

export function Component() {
  return useOurFeature('expiry-timeline') ? <ExpiryScreen /> : <Navigate to="/home" replace />;
}
