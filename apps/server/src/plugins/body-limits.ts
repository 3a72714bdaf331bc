import { Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { sameDigest, sha256 } from '../lib/tokens';
import { sessionsRepository } from '../modules/accounts/sessions.repository';
import { ADMIN_COOKIE, IDLE_MS } from '../modules/admin/principal';
import { staffRepository } from '../modules/admin/staff.repository';
import { presentedKey } from '../modules/pos/staff-auth';
import { posRepository } from '../modules/pos/pos.repository';
import { SESSION_COOKIE } from './session';

/**
 * The most a caller without a session or a staff key may send. Sign-up, sign-in, one-time
 * codes and password resets are a few hundred bytes; larger bodies (a till's bill with many
 * lines, a profile picture) come from signed-in callers.
 */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024;

/**
 * How deeply a JSON body may nest. The contract's deepest body (a call's envelope around
 * DATA around a nested object with a list of objects) is a handful of levels; a body nested
 * past this is refused before JSON.parse spends time on it.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `max` arrays or objects inside each other (strings skipped). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const tooDeep = () => new AppError(400, 'BODY_TOO_DEEP', 'The request body is nested too deeply.');
const tooLarge = () =>
  new AppError(413, 'BODY_TOO_LARGE', 'The request body is too large. Sign in to send more.');

/** Passes the body through until it grows past `max` bytes, then fails it. */
function capped(payload: Readable, max: number): Readable {
  let seen = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  payload.on('error', (error) => out.destroy(error));
  return payload.pipe(out);
}

/**
 * Cheap refusals of costly bodies: a JSON body nested past MAX_JSON_DEPTH is refused by a
 * scan of its text before it is parsed, and a caller with neither a live session nor a
 * valid staff key may send at most ANONYMOUS_BODY_LIMIT bytes (checked only for larger
 * bodies, so the usual small call pays nothing for it).
 */
export const bodyLimitsPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      parseJson(request, text, done);
    });

    const sessions = sessionsRepository(app.db);
    const staff = posRepository(app.db);
    const members = staffRepository(app.db);
    async function signedIn(request: FastifyRequest): Promise<boolean> {
      const token = request.cookies[SESSION_COOKIE];
      if (token && (await sessions.findLive(sha256(token), app.now().toISOString()))) return true;
      // A staff member's console uploads logos, pictures and flyers.
      const admin = request.cookies[ADMIN_COOKIE];
      if (admin) {
        const now = app.now();
        const idleSince = new Date(now.getTime() - IDLE_MS).toISOString();
        if (await members.findSession(sha256(admin), now.toISOString(), idleSince)) return true;
      }
      const key = presentedKey(request);
      if (!key) return false;
      const hash = sha256(key);
      return (await staff.staffKeyHashes()).some((t) => sameDigest(t.hash, hash));
    }

    app.addHook('preParsing', async (request, _reply, payload) => {
      const declared = Number(request.headers['content-length']);
      if (declared <= ANONYMOUS_BODY_LIMIT) return payload;
      if (await signedIn(request)) return payload;
      if (Number.isFinite(declared)) throw tooLarge();
      // No length given (chunked): count as it arrives.
      return capped(payload, ANONYMOUS_BODY_LIMIT);
    });
  },
  { name: 'body-limits', dependencies: ['db', 'session', 'clock'] },
);
