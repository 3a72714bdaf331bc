export interface RouteEntry {
  /** The screen's address pattern (`/offers/single/:promoId/:promoCode`). */
  path: string;
  /** Absolute URLs of the scripts it loads beyond the entry's. */
  js: string[];
  /** Absolute URLs of their style sheets. */
  css: string[];
}

export const ROUTE_MANIFEST_FILE: string;
export function routeManifest(
  manifest: unknown,
  screens: readonly { path: string; module: string }[],
): RouteEntry[];
export function writeRouteManifest(
  dist: string,
  screens: readonly { path: string; module: string }[],
): void;
