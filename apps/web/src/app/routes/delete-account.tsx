import { Navigate } from 'react-router';
import { DeleteAccountScreen } from '../../features/auth/components/delete-account-screen';
import { useOurFeature } from '../../lib/app-settings';

/** Ours: reached without the feature (the vendor's backend), it goes home. */
export function Component() {
  return useOurFeature('delete-account') ? (
    <DeleteAccountScreen />
  ) : (
    <Navigate to="/home" replace />
  );
}
