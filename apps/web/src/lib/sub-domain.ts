/** The sub-domain whose settings a bare local host loads (docs/decisions/011-tenant-urls.md, docs/wire-protocol.md §4). */
export const DEMO_SUB_DOMAIN = 'demo';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isIp(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

/** A host a developer runs the app on: loopback, an IP, *.localhost, *.local or *.test. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    isIp(host) ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.test')
  );
}

/** The first label of the host name; a bare `localhost` or an IP address uses `demo`. */
export function subDomainOf(hostname: string): string {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || isIp(host)) return DEMO_SUB_DOMAIN;
  return host.split('.')[0] || DEMO_SUB_DOMAIN;
}
