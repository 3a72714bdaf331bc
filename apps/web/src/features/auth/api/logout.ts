import { logoutCall } from '@loyalty/contract';
import { callApi, envelope } from '../../../lib/api-client';

/**
 * 0 Logout (ours): ends the server session behind the HttpOnly cookie. Used by the
 * session's signOut (lib/session), which the app wires to it.
 */
export async function logout() {
  return callApi(logoutCall, envelope('Logout', {}));
}
