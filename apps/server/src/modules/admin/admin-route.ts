import { parseFields } from '@loyalty/contract';
import type { AdminRole } from '@loyalty/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/errors';
import { Refusal } from '../../ledger/refusal';
import { adminPrincipal, roleRefused, type AdminPrincipal } from './principal';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodMiniType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What the catalogue knows of an admin route: enough for the role matrix and the API reference. */
export interface AdminRouteInfo {
  method: Method;
  url: string;
  /** Who may call it; `public` for the sign-in and the links mailed to staff. */
  roles: readonly AdminRole[] | 'public';
  summary: string;
  body?: Schema;
  /** A multipart form instead of a JSON body: its text fields' schema and its file fields. */
  upload?: { fields?: Schema; files: readonly string[] };
  query?: Schema;
  params?: Schema;
  response?: Schema;
}

export interface AdminCall<B, Q, P> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every admin route with the roles it allows, in the order registered. */
    adminCatalogue: AdminRouteInfo[];
  }
}

// Refusals of the ledger and services speak the admin API's HTTP plainly.
const STATUS_OF: Record<string, number> = {
  NO_CUSTOMER: 404,
  NOT_FOUND: 404,
  DUPLICATE_BILL: 409,
  CONFLICT: 409,
  VOUCHER_NOT_USABLE: 409,
};

function parsed<S extends Schema | undefined>(schema: S | undefined, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = parseFields(schema, value ?? {});
  if (!result.ok) throw new AppError(400, 'INVALID_INPUT', result.message, result.fields);
  return result.data as Out<S>;
}

const WRITES = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

function assertOwnOrigin(app: FastifyInstance, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !app.isOwnOrigin(request, origin))
    throw new AppError(403, 'FOREIGN_ORIGIN', 'Requests from another site are not accepted.');
}

function registerInfo(app: FastifyInstance, info: AdminRouteInfo): void {
  app.adminCatalogue.push(info);
}

function asHttp(error: unknown): unknown {
  if (error instanceof Refusal)
    return new AppError(STATUS_OF[error.code] ?? 422, error.code, error.message);
  return error;
}

/**
 * A route of the admin API (`/api/admin/...`) that a signed-in staff member (or, where allowed,
 * a till key) of one of `roles` may call. Its input is checked against the contract's schemas
 * (a refusal names each field), a write by cookie must come from the console's own origin, and
 * the handler gets the caller to scope every read and write to the caller's programme.
 */
export function adminRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  app: FastifyInstance,
  info: Omit<AdminRouteInfo, 'roles' | 'body' | 'query' | 'params'> & {
    roles: readonly AdminRole[];
    body?: B;
    query?: Q;
    params?: P;
  },
  handler: (call: AdminCall<Out<B>, Out<Q>, Out<P>> & { who: AdminPrincipal }) => Promise<unknown>,
): void {
  registerInfo(app, info);
  const tillsAllowed = info.roles.includes('till');
  app.route({
    method: info.method,
    url: info.url,
    handler: async (request, reply) => {
      const who = await adminPrincipal(app, request, tillsAllowed);
      if (!info.roles.includes(who.role)) throw roleRefused();
      if (who.viaCookie && WRITES.has(info.method)) assertOwnOrigin(app, request);
      const params = parsed<P>(info.params, request.params);
      const query = parsed<Q>(info.query, request.query);
      const body = parsed<B>(info.body, request.body);
      try {
        return await handler({ request, reply, body, query, params, who });
      } catch (error) {
        throw asHttp(error);
      }
    },
  });
}

/** An admin route anyone may call (sign-in, the links mailed to staff); writes need the own Origin. */
export function publicAdminRoute<B extends Schema | undefined = undefined>(
  app: FastifyInstance,
  info: Omit<AdminRouteInfo, 'roles' | 'body'> & { body?: B },
  handler: (call: AdminCall<Out<B>, undefined, undefined>) => Promise<unknown>,
): void {
  registerInfo(app, { ...info, roles: 'public' });
  app.route({
    method: info.method,
    url: info.url,
    handler: async (request, reply) => {
      if (WRITES.has(info.method)) assertOwnOrigin(app, request);
      const body = parsed<B>(info.body, request.body);
      try {
        return await handler({ request, reply, body, query: undefined, params: undefined });
      } catch (error) {
        throw asHttp(error);
      }
    },
  });
}
