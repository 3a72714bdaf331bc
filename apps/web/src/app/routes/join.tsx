import { SignUpScreen } from '../../features/auth/components/sign-up-screen';

/** /join, the entry route to sign-up, shows the form itself (no extra hop to /signup). */
export function Component() {
  return <SignUpScreen />;
}
