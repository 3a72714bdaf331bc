import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** Spec §4/§6: a signed-in user is kept off /, /login and /join. */
export function GuestOnly() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to="/home" replace /> : <Outlet />;
}

/**
 * Spec §4/§6: a visitor without the user cookie is kept off the customer's screens. It
 * re-renders when the cookie goes (sign-out, a 401), which sends the user to / at once.
 */
export function SignedInOnly() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Outlet /> : <Navigate to="/" replace />;
}
