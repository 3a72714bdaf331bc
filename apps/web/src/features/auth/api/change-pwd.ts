import { changePwdCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { answeredOk } from '../../../lib/answered-ok';
import { failureText } from '../../../lib/failure-text';

/**
 * 7 ChangePWD, sent with DIV_DES: only the HTTP status is read. A refusal gives the server's
 * reason (a password under the rule), or undefined when it has none.
 */
export async function changePwd({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<{ ok: boolean; reason?: string | undefined }> {
  let refusal: unknown;
  const ok = await answeredOk(
    callApi(
      changePwdCall,
      envelope('ChangePWD', { EMAIL_ID: email, NEW_PASSWORD: password }, 'ChangePWD'),
    ).catch((error: unknown) => {
      refusal = error;
      throw error;
    }),
  );
  return { ok, reason: ok ? undefined : failureText(refusal) };
}

export const changePwdMutationOptions = () =>
  mutationOptions({ mutationKey: ['ChangePWD'], mutationFn: changePwd });

export function useChangePwd() {
  return useMutation(changePwdMutationOptions());
}
