import {
  personName,
  staffMe,
  staffSetPasswordRequest,
  staffSignInRequest,
  type StaffSignInRequest,
} from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import { adminCall } from '../../lib/api';

/** POST /api/admin/password-reset: the e-mail of the sign-in. */
export const resetRequest = z.pick(staffSignInRequest, { email: true });
/** POST /api/admin/password-reset/complete: the link's token and the new password. */
export const resetComplete = z.omit(staffSetPasswordRequest, { name: true });
/** POST /api/admin/invitations/accept: the link's token, the password and the member's name. */
export const invitationAccept = staffSetPasswordRequest;
/** The invitation's form: a name left empty keeps the one the owner gave, and is not sent. */
export const invitationForm = z.extend(staffSetPasswordRequest, {
  name: z.optional(z.union([z.literal(''), personName])),
});

// Of the answers that only confirm, the console reads the message it shows.
const confirmation = z.object({ MESSAGE: z.string() });

export const signIn = (body: StaffSignInRequest) =>
  adminCall('POST', '/session', { body, answer: staffMe, public: true });

export const signOut = () => adminCall('DELETE', '/session', { answer: z.unknown() });

export const requestReset = (body: z.input<typeof resetRequest>) =>
  adminCall('POST', '/password-reset', { body, answer: confirmation, public: true });

export const completeReset = (body: z.input<typeof resetComplete>) =>
  adminCall('POST', '/password-reset/complete', { body, answer: confirmation, public: true });

export const acceptInvitation = (body: z.input<typeof invitationAccept>) =>
  adminCall('POST', '/invitations/accept', { body, answer: staffMe, public: true });
