/**
 * The origin a customer reached us on, from PUBLIC_ORIGIN. A wildcard first label
 * (`https://*.rewards.example.com`) serves every programme on its own sub-domain: the label
 * is the request's sub-domain, so the settings' URLs stay on the page's own origin (the CSP
 * allows no other) while the rest of the host name is fixed by configuration, never taken
 * from a Host header a caller can forge.
 */
export function publicOriginFor(configured: string, subDomain: string): string {
  return configured.replace('://*.', `://${subDomain}.`);
}
