export interface RoutePreload {
  /** The screen's address pattern, as in router.tsx (`/offers/single/:promoId/:promoCode`). */
  path: string;
  /** Absolute URLs of the scripts it loads beyond the entry's. */
  js: string[];
  /** Absolute URLs of their style sheets. */
  css: string[];
}

export const ROUTE_PRELOADS_FILE: string;
export function lazyRoutes(source: string): { path: string; module: string }[];
export function routePreloads(manifest: unknown, source: string): RoutePreload[];
export function writeRoutePreloads(dist: string, routerFile: string): void;
