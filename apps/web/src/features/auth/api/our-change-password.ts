import { ourChangePasswordCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';

/**
 * OurChangePassword (ours, docs/decisions/022-member-account.md): `ok` false with the server's
 * message when the current password is not right; a 4xx (a rule, the sign-in lock) throws.
 */
export async function ourChangePassword({ current, next }: { current: string; next: string }) {
  return callApi(
    ourChangePasswordCall,
    envelope('OurChangePassword', { CURRENT_PASSWORD: current, NEW_PASSWORD: next }),
  );
}

export function useOurChangePassword() {
  return useMutation(
    mutationOptions({
      mutationKey: ['OurChangePassword'],
      mutationFn: ourChangePassword,
      // Offline the call is tried and fails at once, so the screen says it was not done
      // rather than waiting, busy, for a network that may not come back.
      networkMode: 'always',
    }),
  );
}
