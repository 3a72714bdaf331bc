import { loyLoginCall, normaliseMobile } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';

export type LoginType = 'EMAIL' | 'PHONE';

export interface LoginInput {
  type: LoginType;
  username: string;
  password: string;
}

/** The fixed location of docs/wire-protocol.md §7. */
const LOC_ID = '001';

/** 8 LoyLogin: STATUS, MESSAGE and, on success, the user record (DATA). */
export async function loyLogin({ type, username, password }: LoginInput) {
  return callApi(
    loyLoginCall,
    envelope('LoyLogin', {
      USERNAME: type === 'PHONE' ? normaliseMobile(username) : username.trim(),
      PWORD: password,
      TYPE_NAME: type,
      LOC_ID,
    }),
  );
}

export const loyLoginMutationOptions = () =>
  mutationOptions({ mutationKey: ['LoyLogin'], mutationFn: loyLogin });

export function useLoyLogin() {
  return useMutation(loyLoginMutationOptions());
}
