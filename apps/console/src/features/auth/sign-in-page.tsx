import type { StaffMe } from '@loyalty/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { meQuery } from '../../lib/me';
import { homeOf } from '../../lib/navigation';
import { safeNext } from '../../lib/next-path';
import { AuthFrame } from './auth-frame';
import { SignInForm } from './sign-in-form';

/** Sign-in; afterwards the page the member was sent away from, else their role's first screen. */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = params.get('next');
  const signedIn = (me: StaffMe) => {
    queryClient.setQueryData(meQuery.queryKey, me);
    void navigate(next ? safeNext(next) : homeOf(me.role), { replace: true });
  };
  return (
    <AuthFrame title="Sign in">
      {params.get('expired') && (
        <Alert tone="info">Your session has ended. Sign in again to go on where you were.</Alert>
      )}
      <SignInForm onSignedIn={signedIn} />
    </AuthFrame>
  );
}
