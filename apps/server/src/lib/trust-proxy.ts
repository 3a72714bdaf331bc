import { isIP } from 'node:net';

/**
 * Which peers may tell the client's address, protocol and host in X-Forwarded-*: nobody
 * (false), the nearest `n` hops, the listed proxy addresses/CIDRs, or anybody (true: demo and
 * tests only, since a proxy that appends to X-Forwarded-For leaves the client's own entry first).
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the private ranges, accepted as Fastify accepts them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written, or undefined when it means nothing. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

/**
 * Fastify's `trustProxy` for the setting. A hop count is given as a function: Fastify itself
 * ignores X-Forwarded-* entirely for a bare number, while a count means "the last `n` entries
 * were written by our proxies".
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
