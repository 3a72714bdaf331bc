import { parseWith, serverPath, type CallDef } from '@loyalty/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type * as z from 'zod/mini';
import { AppError, unauthorized } from '../lib/errors';
import type { Tenant } from '../modules/settings/tenants.repository';
import type { ClaimsReader } from './identity-claims';
import type { Limit } from './rate-limit';
import type { SessionCustomer } from './session';

export interface CallContext<Req extends z.ZodMiniType> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The body as the contract reads it (validated, normalised). */
  data: z.output<Req>;
  /** The session's customer on a customer-scoped call; null on a public one. */
  customer: SessionCustomer | null;
  /** The session's customer, or 401: for handlers of customer-scoped calls. */
  me(): SessionCustomer;
  /** The retailer: the session's on a customer call, else from the client id or the host. */
  tenant(): Promise<Tenant>;
}

export interface CallOptions {
  /** Per-IP limits counted before anything else. */
  limits?: Limit[];
  /** Which identities a customer-scoped body names (default: codes, mobiles, e-mails in DATA). */
  claims?: ClaimsReader;
}

export type CallHandler<Req extends z.ZodMiniType, Res extends z.ZodMiniType> = (
  ctx: CallContext<Req>,
) => Promise<z.input<Res>>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers a call of the contract at its server path: rate limits, then (customer calls)
     * a live session or 401, then the body against the contract or 400 naming the field,
     * then (customer calls) the body's identities against the session or 403.
     */
    call<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
      def: CallDef<Req, Res>,
      options: CallOptions,
      handler: CallHandler<Req, Res>,
    ): void;
  }
}

export const callsPlugin = fp(
  async (app) => {
    app.decorate('call', function call<
      Req extends z.ZodMiniType,
      Res extends z.ZodMiniType,
    >(def: CallDef<Req, Res>, options: CallOptions, handler: CallHandler<Req, Res>) {
      app.post(serverPath(def), async (request, reply) => {
        for (const limit of options.limits ?? []) await app.rateLimiter.hit(limit, request.ip);
        const customer = def.auth === 'customer' ? await app.authenticate(request, reply) : null;

        const parsed = parseWith(def.request, request.body ?? {});
        if (!parsed.ok) throw new AppError(400, 'INVALID_BODY', parsed.message);
        const data = parsed.data as z.output<Req>;
        if (customer) app.assertOwnData(customer, data, options.claims);

        let tenant: Promise<Tenant> | undefined;
        const answer = await handler({
          request,
          reply,
          data,
          customer,
          me() {
            if (!customer) throw unauthorized();
            return customer;
          },
          tenant() {
            tenant ??= customer
              ? app.tenants
                  .findById(customer.tenantId)
                  .then((t) => t ?? Promise.reject(unauthorized()))
              : app.resolveTenant(request, data);
            return tenant;
          },
        });
        if (app.config.demoMode) {
          // A drift between an answer and the contract shows up in development logs at once.
          const check = parseWith(def.response, answer);
          if (!check.ok)
            request.log.warn({ call: def.name, problem: check.message }, 'answer off contract');
        }
        return answer;
      });
    });
  },
  { name: 'calls', dependencies: ['session', 'tenant', 'rate-limit'] },
);
