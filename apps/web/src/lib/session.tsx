import { createContext, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { parseWith, signedInUser } from '@loyalty/contract';
import { getCookie, removeCookie, setJsonCookie } from './cookies';

/** The JS-readable user cookie of docs/wire-protocol.md §3 (30 days). It drives the UI only; the server's
 * HttpOnly session cookie is what grants access. */
export const USER_COOKIE = 'loyalty_user';
export const USER_COOKIE_DAYS = 30;

/**
 * The signed-in user record as LoyLogin returns it (the contract's `signedInUser`), with the
 * optional fields screens may not have when they update it.
 */
export interface SignedInUser {
  CUST_CODE: string;
  CUST_NAME?: string;
  MOBILE?: string;
  EMAIL?: string;
  CARD_TYPE?: string;
  PROFILE_IMAGE?: string;
  [field: string]: unknown;
}

const listeners = new Set<() => void>();
let lastRaw: string | undefined;
let lastUser: SignedInUser | undefined;

/** The cookie read with the contract's schema: a damaged or foreign value is no user. */
function parseUser(raw: string | undefined): SignedInUser | undefined {
  if (raw === undefined) return undefined;
  try {
    const read = parseWith(signedInUser, JSON.parse(raw));
    return read.ok ? read.data : undefined;
  } catch {
    return undefined;
  }
}

/** The user of the cookie, re-read each time so a change made elsewhere (another tab, a
 * storage wipe) is seen; the parsed object is reused while the cookie text is unchanged. */
export function getSignedInUser(): SignedInUser | undefined {
  const raw = getCookie(USER_COOKIE);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastUser = parseUser(raw);
  }
  return lastUser;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSignedInUser(user: SignedInUser): void {
  setJsonCookie(USER_COOKIE, user, { days: USER_COOKIE_DAYS });
  emit();
}

// Set when the server refused a signed-in customer's session (it expired or was ended
// elsewhere), so the screens can say so instead of leaving without a word. Read once.
let sessionEnded = false;

export function markSessionEnded(): void {
  sessionEnded = true;
}

/** True once after a session ended under the customer; reading it clears it. */
export function takeSessionEnded(): boolean {
  const ended = sessionEnded;
  sessionEnded = false;
  return ended;
}

/** Whether a session ended and no screen has said so yet. */
export function sessionHasEnded(): boolean {
  return sessionEnded;
}

/** Forgets the user locally (cookie and state) without asking the server. */
export function clearSignedInUser(): void {
  removeCookie(USER_COOKIE);
  emit();
}

export interface Session {
  authUser: SignedInUser | undefined;
  isLoggedIn: boolean;
  signIn: (user: SignedInUser) => void;
  /** Ends the server session (Logout), then forgets the user here whatever the answer. */
  signOut: () => Promise<void>;
}

const LogoutContext = createContext<() => Promise<unknown>>(() => Promise.resolve());

/** Supplies the server's Logout call, which lives with the auth feature. */
export function SessionProvider({
  logout,
  children,
}: {
  logout: () => Promise<unknown>;
  children: ReactNode;
}) {
  return <LogoutContext value={logout}>{children}</LogoutContext>;
}

export function useSession(): Session {
  const authUser = useSyncExternalStore(subscribe, getSignedInUser, getSignedInUser);
  const logout = use(LogoutContext);
  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // Signing out locally must not depend on the network or on a session that already ended.
    } finally {
      clearSignedInUser();
    }
  }, [logout]);
  return useMemo(
    () => ({ authUser, isLoggedIn: authUser !== undefined, signIn: saveSignedInUser, signOut }),
    [authUser, signOut],
  );
}
