import type * as z from 'zod/mini';
import type { OurFeature } from './our-features';

/**
 * Where a call lives. The client joins the tenant's settings to the path exactly as the
 * vendor's clients do; the server registers the same call under a fixed prefix.
 *
 * | base   | client URL                    | server path              |
 * |--------|-------------------------------|--------------------------|
 * | base   | `${AppBaseURL}/${path}`       | `/api/loyalty/${path}`   |
 * | base1  | `${AppBaseURL1}${path}`       | `/api/crm/${path}`       |
 * | admin  | `${AdminCRMDataURL}${path}`   | `/api/crm-admin/${path}` |
 * | config | `${configUrl}/config/${path}` | `/config/${path}`        |
 */
export type CallBase = 'base' | 'base1' | 'admin' | 'config';

/** `public`: no session needed. `customer`: a live session whose customer owns the data. */
export type CallAuth = 'public' | 'customer';

export interface CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Number in docs/wire-protocol.md §7 (0 for calls of our own, such as Logout). */
  readonly id: number;
  /** Registry key; unique. */
  readonly name: string;
  readonly base: CallBase;
  /** Last path segment, with the wire's own spelling. */
  readonly path: string;
  readonly auth: CallAuth;
  /** `multipart` for the profile picture upload; everything else is JSON. */
  readonly encoding: 'json' | 'multipart';
  /** Set on a member feature of ours (docs/decisions/020-our-features.md): the vendor lacks the call. */
  readonly feature?: OurFeature;
  /**
   * Each call's request schema is a `z.lazy`, built on its first use: the server checks every
   * body, but the web app only builds bodies, and it builds the schemas of a screen's calls
   * while that screen starts (with the shared `str`/`code` builders, loading the contract went
   * from 17.6 to 13.3 ms in Node.js; on a phone it is several times that).
   */
  readonly request: Req;
  readonly response: Res;
}

export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: Omit<CallDef<Req, Res>, 'encoding'> & { encoding?: 'json' | 'multipart' },
): CallDef<Req, Res> {
  return { encoding: 'json', ...def };
}

export const SERVER_PREFIX: Record<CallBase, string> = {
  base: '/api/loyalty/',
  base1: '/api/crm/',
  admin: '/api/crm-admin/',
  config: '/config/',
};

/** The path the reference server registers a call under. */
export function serverPath(def: Pick<CallDef, 'base' | 'path'>): string {
  return SERVER_PREFIX[def.base] + def.path;
}

export interface CallUrls {
  AppBaseURL: string;
  AppBaseURL1: string;
  AdminCRMDataURL: string;
  /** Origin (or base) of the config service, without a trailing slash. */
  configUrl: string;
}

/** The URL the client calls, built from the tenant's settings as the vendor's clients do. */
export function callUrl(def: Pick<CallDef, 'base' | 'path'>, urls: CallUrls): string {
  switch (def.base) {
    case 'base':
      return `${urls.AppBaseURL}/${def.path}`;
    case 'base1':
      return `${urls.AppBaseURL1}${def.path}`;
    case 'admin':
      return `${urls.AdminCRMDataURL}${def.path}`;
    case 'config':
      return `${urls.configUrl}/config/${def.path}`;
  }
}
