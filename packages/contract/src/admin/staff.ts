import * as z from 'zod/mini';
import { newPassword, page, pageQuery, personName, staffEmail, staffRole } from './common';

/** A write that answers nothing but that it was done. */
export const staffDone = z.object({ STATUS: z.literal(true), MESSAGE: z.string() });
export type StaffDone = z.infer<typeof staffDone>;

const sixDigits = z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code.'));
const linkToken = z.string().check(z.minLength(20), z.maxLength(200));
const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

// ---- Second factor (owners and managers) ----

/** POST /api/admin/me/totp: a secret offered for enrolment, until a code confirms it. */
export const totpEnrolment = z.object({
  secret: z.string(),
  /** `otpauth://totp/...`, for the authenticator app's QR code. */
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

/** POST /api/admin/me/totp/confirm: the current code of the offered secret. */
export const totpConfirmRequest = z.object({ code: sixDigits });

/** DELETE /api/admin/me/totp: proof of the member, by password or a current code. */
export const totpRemoveRequest = z
  .object({
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    code: z.optional(sixDigits),
  })
  .check(
    z.refine((v) => v.password !== undefined || v.code !== undefined, {
      message: 'Enter your password or a current code.',
      path: ['password'],
    }),
  );

// ---- Password reset and invitations (links mailed to staff) ----

/** POST /api/admin/password-reset: always answered alike, whether the address is known. */
export const staffResetRequest = z.object({ email: staffEmail });

/** POST /api/admin/password-reset/complete. */
export const staffResetComplete = z.object({ token: linkToken, password: newPassword });

/** POST /api/admin/staff: an owner invites a member by e-mail. */
export const staffInviteRequest = z.object({
  email: staffEmail,
  name: personName,
  role: staffRole,
});

// ---- Staff list and changes (owners) ----

export const staffIdParams = z.object({ staffId: id });

export const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  active: z.boolean(),
  /** Invited and not yet joined (no password set). */
  invited: z.boolean(),
  totp: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffPage = page(staffMember);

/** PATCH /api/admin/staff/:staffId: at least one of the fields. */
export const staffUpdateRequest = z
  .object({
    name: z.optional(personName),
    role: z.optional(staffRole),
    active: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.name !== undefined || v.role !== undefined || v.active !== undefined, {
      message: 'Give a name, a role or an active flag to change.',
      path: ['name'],
    }),
  );
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequest>;

// ---- Till keys (owners) ----

export const keyIdParams = z.object({ keyId: id });

export const tillKeyInfo = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type TillKeyInfo = z.infer<typeof tillKeyInfo>;

export const tillKeyList = z.object({ items: z.array(tillKeyInfo) });

export const tillKeyCreateRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});

/** The new key, shown this once: only its hash is kept. */
export const tillKeyCreated = z.object({ ...tillKeyInfo.shape, key: z.string() });

// ---- Audit log (owners and managers) ----

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.'));

export const auditQuery = z.object({
  ...pageQuery.shape,
  /** A staff member's id. */
  staff: z.optional(id),
  /** An action, or a group of them: `staff` matches `staff.invite`, `staff.update`... */
  action: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  customer: z.optional(id),
  /** First and last day (UTC), both included. */
  from: z.optional(day),
  to: z.optional(day),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['staff', 'key', 'cli']),
    id: z.nullable(z.number()),
    name: z.string(),
    role: z.string(),
  }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  customerId: z.nullable(z.number()),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  clientAddress: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditPage = page(auditEntry);
