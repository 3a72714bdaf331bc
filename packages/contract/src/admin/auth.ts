import * as z from 'zod/mini';
import { newPassword, personName, staffEmail, staffRole } from './common';

/** POST /api/admin/session: sign in. `totp` is asked for when the member has a second factor. */
export const staffSignInRequest = z.object({
  email: staffEmail,
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  totp: z.optional(z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code.'))),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

/** The signed-in member, as GET /api/admin/me and a sign-in answer it. */
export const staffMe = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  totp: z.boolean(),
  programme: z.object({ clientId: z.number(), name: z.string() }),
});
export type StaffMe = z.infer<typeof staffMe>;

/** Setting a password from an invitation or a reset link. */
export const staffSetPasswordRequest = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  password: newPassword,
  name: z.optional(personName),
});
