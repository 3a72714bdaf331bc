import { ForgotPasswordScreen } from '../../features/auth/components/password-reset-screens';

export function Component() {
  return <ForgotPasswordScreen />;
}
