import { str } from '@loyalty/contract';
import * as z from 'zod/mini';
import { ta } from '../../i18n/auth';
import { EMAIL_PATTERN } from './login-rules';

/** /forgot-password (docs/wire-protocol.md §4): an e-mail the browser would accept. */
export const forgotPasswordSchema = z.object({
  email: str(100).check(z.regex(EMAIL_PATTERN, { error: () => ta('forgot.invalidEmail') })),
});

/** /forgot-password-otp: the boxes may be part-filled, never all blank. */
export const otpSchema = z.object({
  code: z
    .array(z.string())
    .check(z.refine((code) => code.join('').trim() !== '', { error: () => ta('otp.blank') })),
});

/** /forgot-password-new-password: a password; its length rule is the server's, said on the field. */
export const newPasswordSchema = z.object({
  password: z.string().check(z.minLength(1, { error: () => ta('newPassword.invalid') })),
});
