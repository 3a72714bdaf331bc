import { parseWith, serverPath, type CallDef, type ParseResult } from '@loyalty/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { core, safeParse } from 'zod/mini';
import type * as z from 'zod/mini';
import { AppError, unauthorized } from '../lib/errors';
import type { Tenant } from '../modules/settings/tenants.repository';
import type { ClaimsReader } from '../lib/identity-claims';
import type { Limit } from '../lib/limits';
import { acceptsGzip } from '../lib/gzip-pieces';
import { SerialisedAnswer } from '../lib/serialised-answer';
import { heavyCalls, turns } from '../lib/turns';
import type { SessionCustomer } from './session';

/** Lists up to twice this long are checked whole; longer ones on their first and last items. */
export const ANSWER_SAMPLE_EDGE = 32;
/** Each call's first answers are all checked against the contract in demo mode… */
export const ANSWERS_CHECKED_FIRST = 256;
/** …then one answer in this many, and every answer that does not say `STATUS: true`. */
export const ANSWER_CHECK_EVERY = 16;

/**
 * Which answers of one call the demo-mode check reads: all of the first `first`, then one in
 * `every`. A handler that breaks the contract does so from its first answers on, while
 * checking every answer of a busy call would cost a sixth of its time.
 */
export function answerSampler(first = ANSWERS_CHECKED_FIRST, every = ANSWER_CHECK_EVERY) {
  let answered = 0;
  return (): boolean => {
    answered += 1;
    return answered <= first || answered % every === 0;
  };
}

const checks = new WeakMap<z.ZodMiniType, Check<unknown>>();

/** Reads a value against a schema: its output, or a message naming what is wrong. */
export type Check<T> = (value: unknown) => ParseResult<T>;

/**
 * A schema as zod compiles it: a clone that runs one generated function for the schema and
 * falls back to the schema walk on a value it does not accept; a schema it cannot compile is
 * used as is. A request schema is a `z.lazy` (built on first use); compiled as such it would
 * only forward to the walk, so what it builds is compiled. Compiling takes a while:
 * `compiledCheck` keeps the result, once per schema and process.
 */
export function compiledSchema<S extends z.ZodMiniType>(schema: S): S {
  const def = schema._zod.def;
  return core.compile(def.type === 'lazy' ? (def as core.$ZodLazyDef).getter() : schema) as S;
}

/**
 * A call's request (or answer) check on the compiled schema, for the server's hot path. A
 * value it accepts is read much faster than by `parseWith` on the schema walk (BENCHMARKS.md):
 * the compiled function, and no per-call error options (`parseWith` passes its message maker,
 * which zod copies into a new context on each parse). A value it does not accept is read
 * again by `parseWith` on the schema itself, so a refusal says exactly what it always did.
 */
export function compiledCheck<S extends z.ZodMiniType>(schema: S): Check<z.output<S>> {
  let check = checks.get(schema);
  if (!check) {
    const fast = compiledSchema(schema);
    check = (value) => {
      const result = safeParse(fast, value);
      return result.success ? { ok: true, data: result.data } : parseWith(schema, value);
    };
    checks.set(schema, check);
  }
  return check as Check<z.output<S>>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The answer with every list longer than `2 × edge` items (at any depth) cut to its first and
 * last `edge` items, for a check against the contract that costs the same whatever the size
 * of the answer. The answer itself is never changed; without a long list it is returned as is.
 */
export function sampleOfAnswer(value: unknown, edge = ANSWER_SAMPLE_EDGE): unknown {
  if (Array.isArray(value)) {
    const kept: unknown[] =
      value.length > 2 * edge ? [...value.slice(0, edge), ...value.slice(-edge)] : value;
    let changed = kept !== value;
    const items = kept.map((item) => {
      const sampled = sampleOfAnswer(item, edge);
      if (sampled !== item) changed = true;
      return sampled;
    });
    return changed ? items : value;
  }
  if (isPlainObject(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const sampled = sampleOfAnswer(item, edge);
      if (sampled !== item) {
        copy ??= { ...value };
        copy[key] = sampled;
      }
    }
    return copy ?? value;
  }
  return value;
}

/** Below this an answer goes as it is: gzip would save too little to pay for its work. */
export const GZIP_MIN_BYTES = 1024;

/**
 * A written answer gzipped when the client accepts gzip and that is smaller, else as it is:
 * a long list (a year of history) goes to a phone in a fraction of its bytes.
 */
function gzippedIfAsked(request: FastifyRequest, reply: FastifyReply, answer: SerialisedAnswer) {
  const { length, gzip } = answer;
  if (!gzip || length < GZIP_MIN_BYTES) return answer.bytes();
  // Added to what is there (the CORS check's Origin), never in its place.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return answer.bytes();
  const packed = gzip();
  if (packed.length >= length) return answer.bytes();
  reply.header('content-encoding', 'gzip');
  return packed;
}

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
  /**
   * Whether a body asks for a long answer: those are let in a few at a time, and wait for a
   * turn to be assembled and sent. It reads the body before its check: a hint, never a rule.
   */
  heavy?: (body: unknown) => boolean;
}

export type CallHandler<Req extends z.ZodMiniType, Res extends z.ZodMiniType> = (
  ctx: CallContext<Req>,
) => Promise<z.input<Res> | SerialisedAnswer>;

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
    // Shared by every call: long answers of any call count against one limit, and take
    // turns to be assembled and sent (lib/turns.ts).
    const heavy = heavyCalls();
    const turn = turns();
    app.decorate('call', function call<
      Req extends z.ZodMiniType,
      Res extends z.ZodMiniType,
    >(def: CallDef<Req, Res>, options: CallOptions, handler: CallHandler<Req, Res>) {
      const checkThisAnswer = answerSampler();
      app.post(serverPath(def), async (request, reply) =>
        options.heavy?.(request.body)
          ? heavy(() => respond(request, reply, true))
          : respond(request, reply, false),
      );
      const respond = async (request: FastifyRequest, reply: FastifyReply, long: boolean) => {
        for (const limit of options.limits ?? []) await app.rateLimiter.hit(limit, request.ip);
        const customer = def.auth === 'customer' ? await app.authenticate(request, reply) : null;

        const parsed = compiledCheck(def.request)(request.body ?? {});
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
        if (long) await turn();
        const serialised = answer instanceof SerialisedAnswer;
        const failed = !serialised && (answer as { STATUS?: unknown } | null)?.STATUS !== true;
        if (app.config.demoMode && (checkThisAnswer() || failed)) {
          // A drift between an answer and the contract shows up in development logs at once.
          // Long lists are checked on a sample: every item of a list comes from the same
          // mapping, and checking each row of a year of history would double its time.
          const sample = serialised ? answer.sample(ANSWER_SAMPLE_EDGE) : sampleOfAnswer(answer);
          const check = compiledCheck(def.response)(sample);
          if (!check.ok)
            request.log.warn({ call: def.name, problem: check.message }, 'answer off contract');
        }
        if (!serialised) return answer;
        reply.type('application/json; charset=utf-8');
        return gzippedIfAsked(request, reply, answer);
      };
    });
  },
  { name: 'calls', dependencies: ['session', 'tenant', 'rate-limit'] },
);
