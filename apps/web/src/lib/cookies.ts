/** Cookie helpers: the only place the app reads or writes `document.cookie`. */

const DAY_SECONDS = 24 * 60 * 60;

export interface CookieOptions {
  /** Lifetime in days; omitted gives a session cookie. */
  days?: number;
}

// `document.cookie` asks the browser afresh on every read, and a render reads the user cookie
// in every component that uses the session: the text is kept until the current task has run
// (a change made elsewhere shows at the next one), and dropped at once by our own writes.
let jar: string | undefined;

function cookieText(): string {
  if (jar === undefined) {
    jar = document.cookie;
    queueMicrotask(() => {
      jar = undefined;
    });
  }
  return jar;
}

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookieText().split(';')) {
    const pair = part.trim();
    if (pair.startsWith(prefix)) {
      try {
        return decodeURIComponent(pair.slice(prefix.length));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const attributes = ['Path=/', 'SameSite=Lax'];
  if (options.days !== undefined)
    attributes.push(`Max-Age=${Math.round(options.days * DAY_SECONDS)}`);
  if (location.protocol === 'https:') attributes.push('Secure');
  jar = undefined;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function removeCookie(name: string): void {
  jar = undefined;
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A JSON value kept in a cookie; undefined when absent or unreadable. */
export function getJsonCookie(name: string): unknown {
  const raw = getCookie(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function setJsonCookie(name: string, value: unknown, options?: CookieOptions): void {
  setCookie(name, JSON.stringify(value), options);
}

/**
 * Removes every cookie this page can see. HttpOnly cookies (the server session) are out of
 * reach by design; a cookie set on a parent domain is removed there too.
 */
export function removeAllCookies(): void {
  const domains = [undefined, ...parentDomains(location.hostname)];
  jar = undefined;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const domain of domains) {
      const scope = domain ? `; Domain=${domain}` : '';
      document.cookie = `${name}=; Path=/; Max-Age=0${scope}`;
    }
  }
}

function parentDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  const result: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) result.push(`.${labels.slice(i).join('.')}`);
  return result;
}
