export const DEMO_SUB_DOMAIN = 'demo';

/**
 * The first label of the host name (`lite.localhost` → `lite`). A bare `localhost`, an IP
 * address or a one-label development host maps to the demo programme.
 */
export function subDomainOfHost(host: string): string {
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (/^[\d.]+$/.test(name) || name.includes(':') || !name.includes('.')) return DEMO_SUB_DOMAIN;
  return name.split('.')[0] ?? DEMO_SUB_DOMAIN;
}
