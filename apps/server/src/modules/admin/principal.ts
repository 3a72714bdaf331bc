import type { AdminRole, StaffRole } from '@loyalty/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import type { AuditContext } from '../audit/audit';
import { presentedKey, tillKeyOf } from '../pos/staff-auth';
import type { Tenant } from '../settings/tenants.repository';
import { staffRepository } from './staff.repository';

export const ADMIN_COOKIE = 'admin_sid';
export const ADMIN_PATH = '/api/admin';
const SESSION_MS = 12 * 60 * 60_000;
/** A console left alone this long must sign in again. */
export const IDLE_MS = 60 * 60_000;
// Sliding idle time without a write on every request.
const TOUCH_AFTER_MS = 60_000;

/** Who an admin call is made by: a staff member signed in, or a till's key. */
export interface AdminPrincipal {
  tenant: Tenant;
  role: AdminRole;
  /** The staff member; null for a till key. */
  staffId: number | null;
  /** The till key; null for a staff member and for the programme's own key. */
  keyId: number | null;
  name: string;
  email: string | null;
  /** What the audit log records of this caller. */
  audit: AuditContext;
  /** Whether the caller came with the session cookie (writes then need the own Origin). */
  viaCookie: boolean;
}

/** Starts a staff session: the cookie is httpOnly, SameSite=Strict and scoped to the admin API. */
export async function startStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  member: { id: number; tenantId: number },
): Promise<void> {
  const token = randomToken();
  const now = app.now();
  const repo = staffRepository(app.db);
  await repo.insertSession({
    id_hash: sha256(token),
    staff_id: member.id,
    tenant_id: member.tenantId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_MS).toISOString(),
  });
  await repo.signedIn(member.id, now.toISOString());
  reply.setCookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: ADMIN_PATH,
    secure: request.protocol === 'https',
    maxAge: SESSION_MS / 1000,
  });
}

export async function endStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[ADMIN_COOKIE];
  if (token) await staffRepository(app.db).deleteSession(sha256(token));
  reply.clearCookie(ADMIN_COOKIE, { path: ADMIN_PATH });
}

async function staffPrincipal(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<AdminPrincipal> {
  const now = app.now();
  const repo = staffRepository(app.db);
  const idleSince = new Date(now.getTime() - IDLE_MS).toISOString();
  const session = await repo.findSession(sha256(token), now.toISOString(), idleSince);
  const tenant = session ? await app.tenants.findById(session.tenantId) : undefined;
  if (!session || !tenant) throw unauthorized();
  if (now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_AFTER_MS)
    await repo.touchSession(session.idHash, now.toISOString());
  const role: StaffRole = session.role;
  return {
    tenant,
    role,
    staffId: session.id,
    keyId: null,
    name: session.name,
    email: session.email,
    audit: {
      actor: { kind: 'staff', id: session.id, name: session.email, role },
      clientAddress: request.ip,
    },
    viaCookie: true,
  };
}

/**
 * The caller of an admin route: the staff session cookie, else a till key when the route
 * lets tills in; 401 when neither.
 */
export async function adminPrincipal(
  app: FastifyInstance,
  request: FastifyRequest,
  tillsAllowed: boolean,
): Promise<AdminPrincipal> {
  const token = request.cookies[ADMIN_COOKIE];
  if (token) return staffPrincipal(app, request, token);
  if (!tillsAllowed || presentedKey(request) === undefined) throw unauthorized();
  const till = await tillKeyOf(app, request);
  return {
    tenant: till.tenant,
    role: 'till',
    staffId: null,
    keyId: till.keyId,
    name: till.name,
    email: null,
    audit: {
      actor: { kind: 'key', id: till.keyId, name: till.name, role: 'till' },
      clientAddress: request.ip,
    },
    viaCookie: false,
  };
}

export const roleRefused = () =>
  new AppError(403, 'ROLE_REFUSED', 'Your role does not allow this.');
