import { NewPasswordScreen } from '../../features/auth/components/password-reset-screens';

export function Component() {
  return <NewPasswordScreen />;
}
