import * as z from 'zod/mini';
import { tAccount } from '../../i18n/account';

/** The sign-up's password rule (docs/wire-protocol.md §5): more than three characters. */
const longEnough = (value: string) => value.length > 3;

/** /change-password: the current password, a new one under the sign-up's rule, twice. */
export const changePasswordSchema = z
  .object({
    current: z.string().check(z.minLength(1, { error: () => tAccount('password.required') })),
    next: z.string().check(z.refine(longEnough, { error: () => tAccount('password.short') })),
    confirm: z.string(),
  })
  .check(
    z.refine((v) => v.confirm === v.next, {
      error: () => tAccount('password.mismatch'),
      path: ['confirm'],
    }),
    z.refine((v) => v.next === '' || v.next !== v.current, {
      error: () => tAccount('password.same'),
      path: ['next'],
    }),
  );
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** /delete-account: the password, and the box that says what is lost, ticked. */
export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, { error: () => tAccount('delete.passwordRequired') })),
  understood: z
    .boolean()
    .check(z.refine((v) => v, { error: () => tAccount('delete.confirmRequired') })),
});
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
