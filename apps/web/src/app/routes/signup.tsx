import { SignUpScreen } from '../../features/auth/components/sign-up-screen';

export function Component() {
  return <SignUpScreen />;
}
