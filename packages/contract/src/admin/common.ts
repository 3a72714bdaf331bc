import * as z from 'zod/mini';

/** Roles of a programme's staff; `till` is a till's API key, not a person. */
export const staffRoles = ['owner', 'manager', 'cashier'] as const;
export type StaffRole = (typeof staffRoles)[number];
export type AdminRole = StaffRole | 'till';
export const staffRole = z.enum(staffRoles);

/** A refused admin call: the reason, and per field when the input was at fault. */
export const adminError = z.object({
  STATUS: z.literal(false),
  MESSAGE: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type AdminError = z.infer<typeof adminError>;

const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const staffEmail = z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));
export const personName = trimmed(100);
/** A new password: what the customers' rule asks, at least 8 characters. */
export const newPassword = z.string().check(z.minLength(8), z.maxLength(128));
/** A reason a change is made (adjustments, reversals): required, shown in the audit log. */
export const reason = trimmed(200);

/** `?page=1&size=50` on list calls. */
export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), size: z.number(), total: z.number() });
