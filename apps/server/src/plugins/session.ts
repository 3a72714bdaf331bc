import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addDays } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/errors';
import { normalizeEmail, normalizeMobile } from '../lib/normalize';
import { randomToken, sha256 } from '../lib/tokens';
import { sessionChecks } from '../modules/accounts/session-cache';
import { sessionsRepository, type LiveSession } from '../modules/accounts/sessions.repository';
import { readClaims, type ClaimsReader } from '../lib/identity-claims';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
// Sliding expiry without a write on every request: extend at most once a day.
const EXTEND_AFTER_MS = 86_400_000;
const SWEEP_EVERY_MS = 60 * 60_000;

export type SessionCustomer = LiveSession;

export interface Sessions {
  /** Starts a session for the customer and sets the `sid` cookie. */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    customer: { id: number; tenantId: number },
  ): Promise<void>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every other session of the customer (after a password change). */
  endOthers(customerId: number, request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    /** Loads the live session of the request or throws 401; sets `request.customer`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<SessionCustomer>;
    /** Throws 403 unless every identity the body names is the session's own. */
    assertOwnData(customer: SessionCustomer, body: unknown, reader?: ClaimsReader): void;
  }
  interface FastifyRequest {
    customer: SessionCustomer | null;
    /** The session was read from the database in this request, not kept from a moment ago. */
    sessionReadNow: boolean;
  }
}

export const sessionPlugin = fp(
  async (app) => {
    await app.register(cookie);
    const repo = sessionsRepository(app.db);
    const checks = sessionChecks(app.dbWrites);
    app.decorateRequest('customer', null);
    app.decorateRequest('sessionReadNow', false);

    function setCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: request.protocol === 'https',
        maxAge: SESSION_DAYS * 86_400,
      });
    }

    const tokenHash = (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      return token ? sha256(token) : undefined;
    };

    app.decorate('sessions', {
      async start(request, reply, customer) {
        const token = randomToken();
        const now = app.now();
        await repo.insert({
          idHash: sha256(token),
          customerId: customer.id,
          tenantId: customer.tenantId,
          createdAt: now.toISOString(),
          expiresAt: addDays(now, SESSION_DAYS).toISOString(),
        });
        setCookie(request, reply, token);
      },
      async end(request, reply) {
        const hash = tokenHash(request);
        if (hash) await repo.delete(hash);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
      async endOthers(customerId, request) {
        const hash = tokenHash(request);
        const own = hash ? await repo.findLive(hash, app.now().toISOString()) : undefined;
        await repo.deleteForCustomer(customerId, own?.customerId === customerId ? hash : undefined);
      },
    } satisfies Sessions);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw unauthorized();
      const now = app.now();
      const nowMs = now.getTime();
      const idHash = sha256(token);
      let session = checks.find(idHash, nowMs);
      if (!session) {
        const writesBefore = checks.writes();
        session = await repo.findLive(idHash, now.toISOString());
        if (!session) throw unauthorized();
        checks.keep(session, nowMs, writesBefore);
        request.sessionReadNow = true;
      }
      const fresh = addDays(now, SESSION_DAYS);
      if (fresh.getTime() - Date.parse(session.expiresAt) > EXTEND_AFTER_MS) {
        await repo.extend(session.idHash, fresh.toISOString());
        setCookie(request, reply, token);
      }
      request.customer = session;
      request.clientId = session.clientId;
      return session;
    });

    app.decorate(
      'assertOwnData',
      (customer: SessionCustomer, body: unknown, reader = readClaims) => {
        const claims = reader(body);
        const own =
          claims.custCodes.every((c) => c === customer.custCode) &&
          claims.mobiles.every((m) => normalizeMobile(m) === customer.mobile) &&
          claims.emails.every((e) => normalizeEmail(e) === customer.email) &&
          claims.clientIds.every((id) => Number(id) === customer.clientId);
        if (!own) throw forbidden();
      },
    );

    const sweep = setInterval(() => {
      repo.deleteExpired(app.now().toISOString()).catch((err: unknown) => {
        app.log.warn({ err }, 'session sweep failed');
      });
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['db', 'clock'] },
);
