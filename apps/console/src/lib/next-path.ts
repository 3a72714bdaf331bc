/** The console's base path: the router's basename and the server's prefix. */
export const BASENAME = '/console';

/**
 * Where to go after signing in: a path inside the console taken from `?next=`, never another
 * site (`//evil.example`, `/\evil.example`) or a page outside the console's router.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** The sign-in page that returns to `path` (a path within the console) once signed in. */
export function signInPath(path: string, expired = false): string {
  const params = new URLSearchParams();
  if (path !== '/' && !path.startsWith('/sign-in')) params.set('next', path);
  if (expired) params.set('expired', '1');
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}

/** A browser URL's path and query within the console (without the basename). */
export function pathWithin(url: URL): string {
  const path = url.pathname.startsWith(BASENAME)
    ? url.pathname.slice(BASENAME.length) || '/'
    : url.pathname;
  return `${path}${url.search}`;
}
