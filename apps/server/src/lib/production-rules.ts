/** A host that only ever means a developer's machine or documentation. */
const DEMO_HOST = /(^|\.)(localhost|example\.(com|org|net))$|^127\.|^0\.0\.0\.0$|^\[?::1\]?$/i;

const MIN_TOKEN_LENGTH = 24;

export const SECRET_KEY_MIN_LENGTH = 32;
/** Demo mode's key: published here, so production refuses it. */
export const DEVELOPMENT_SECRET_KEY = 'development-only-secret-key-never-use-in-production';

type RawEnv = Record<string, string | undefined>;

/**
 * What a production server needs that development fills in for itself. Sessions are random
 * ids stored hashed, so there is no signing secret to demand; what matters is the public
 * HTTPS origin (settings URLs, Secure cookies), real mail (customers cannot read an outbox),
 * a token on the metrics and the key of the stored one-time codes. `invalid` names variables
 * whose format is already reported.
 */
export function productionProblems(env: RawEnv, invalid: ReadonlySet<unknown>): string[] {
  const problems: string[] = [];
  const origin = env.PUBLIC_ORIGIN;
  if (!origin) {
    problems.push('PUBLIC_ORIGIN: required, the https:// origin customers use');
  } else if (!invalid.has('PUBLIC_ORIGIN')) {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (url?.protocol !== 'https:') problems.push('PUBLIC_ORIGIN: must be an https:// origin');
    if (url && DEMO_HOST.test(url.hostname))
      problems.push(`PUBLIC_ORIGIN: ${url.hostname} is a development host`);
  }
  // The server speaks plain HTTP, so HTTPS ends at a proxy: only a trusted X-Forwarded-Proto
  // makes cookies Secure, and only X-Forwarded-For gives rate limits the customer's address.
  // `true` would trust the leftmost X-Forwarded-For, which the client writes itself whenever
  // the proxy appends to the header: every per-address limit could be dodged or aimed at a till.
  const trust = env.TRUST_PROXY?.trim().toLowerCase();
  if (!trust || trust === 'false' || trust === '0')
    problems.push('TRUST_PROXY: required, the number of proxies in front (1) or their addresses');
  else if (trust === 'true')
    problems.push(
      'TRUST_PROXY: true trusts addresses the client writes; give the number of proxies in front (1) or their addresses/CIDRs',
    );
  if (!env.MAIL_URL)
    problems.push('MAIL_URL: required, an smtp:// URL (one-time codes are sent by mail)');
  const from = env.MAIL_FROM ?? '';
  const fromHost = /^[^@\s]+@([^@\s]+)$/.exec(from)?.[1];
  if (!invalid.has('MAIL_FROM') && (!fromHost || DEMO_HOST.test(fromHost)))
    problems.push(`MAIL_FROM: required, a real sender address (not "${from || 'unset'}")`);
  if (!env.METRICS_TOKEN || env.METRICS_TOKEN.length < MIN_TOKEN_LENGTH)
    problems.push(`METRICS_TOKEN: required, at least ${MIN_TOKEN_LENGTH} random characters`);
  // A database dump must not give away a live one-time code: the codes are stored as an HMAC
  // whose key stays outside the database.
  if (!env.SECRET_KEY || env.SECRET_KEY === DEVELOPMENT_SECRET_KEY)
    problems.push(
      `SECRET_KEY: required, at least ${SECRET_KEY_MIN_LENGTH} random characters of this deployment`,
    );
  return problems;
}
