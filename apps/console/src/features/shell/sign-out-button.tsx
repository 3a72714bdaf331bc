import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../auth/auth-calls';

/** Ends the session on the server, forgets everything fetched, and goes to the sign-in page. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const call = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
      void navigate('/sign-in', { replace: true });
    },
  });
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-disabled={call.isPending}
      onClick={() => {
        if (!call.isPending) call.mutate();
      }}
    >
      Sign out
    </button>
  );
}
