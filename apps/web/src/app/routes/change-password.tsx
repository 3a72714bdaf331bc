import { Navigate } from 'react-router';
import { ChangePasswordScreen } from '../../features/auth/components/change-password-screen';
import { useOurFeature } from '../../lib/app-settings';

/** Ours: reached without the feature (the vendor's backend), it goes home. */
export function Component() {
  return useOurFeature('change-password') ? (
    <ChangePasswordScreen />
  ) : (
    <Navigate to="/home" replace />
  );
}
