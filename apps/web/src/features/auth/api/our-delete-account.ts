import { ourDeleteAccountCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';

/**
 * OurDeleteAccount (ours, docs/decisions/022-member-account.md): `ok` false with the server's
 * message when the password is not right; a 4xx (the sign-in lock) throws.
 */
export async function ourDeleteAccount({ password }: { password: string }) {
  return callApi(
    ourDeleteAccountCall,
    envelope('OurDeleteAccount', { PASSWORD: password, CONFIRM: true as const }),
  );
}

export function useOurDeleteAccount() {
  return useMutation(
    mutationOptions({
      mutationKey: ['OurDeleteAccount'],
      mutationFn: ourDeleteAccount,
      // Offline the call is tried and fails at once, so the screen says it was not done
      // rather than waiting, busy, for a network that may not come back.
      networkMode: 'always',
    }),
  );
}
