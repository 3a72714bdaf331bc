import { OtpScreen } from '../../features/auth/components/password-reset-screens';

export function Component() {
  return <OtpScreen />;
}
