import { changePwdCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { answeredOk } from '../http-ok';

/** 7 ChangePWD, sent with DIV_DES: only the HTTP status is read. */
export async function changePwd({ email, password }: { email: string; password: string }) {
  return answeredOk(
    callApi(
      changePwdCall,
      envelope('ChangePWD', { EMAIL_ID: email, NEW_PASSWORD: password }, 'ChangePWD'),
    ),
  );
}

export const changePwdMutationOptions = () =>
  mutationOptions({ mutationKey: ['ChangePWD'], mutationFn: changePwd });

export function useChangePwd() {
  return useMutation(changePwdMutationOptions());
}
