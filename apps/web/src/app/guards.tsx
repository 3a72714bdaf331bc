import { Navigate, Outlet } from 'react-router';
import { sessionHasEnded, useSession } from '../lib/session';

/** docs/wire-protocol.md §4/§6: a signed-in user is kept off /, /login and /join. */
export function GuestOnly() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to="/home" replace /> : <Outlet />;
}

/**
 * docs/wire-protocol.md §4/§6: a visitor without the user cookie is kept off the customer's screens. It
 * re-renders when the cookie goes: a sign-out goes to /, a session the server ended (a 401)
 * to the login screen, which says so.
 */
export function SignedInOnly() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Outlet />;
  return sessionHasEnded() ? (
    <Navigate to="/login" replace state={{ sessionEnded: true }} />
  ) : (
    <Navigate to="/" replace />
  );
}
