import { sendOtpCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';

/** 4 SendOTP: SUCCESS ('false' on failure), MESSAGE, DATA with EMAIL_ID and OTP. */
export async function sendOtp(email: string) {
  return callApi(sendOtpCall, envelope('SendOTP', { EMAIL_ID: email }));
}

export const sendOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['SendOTP'], mutationFn: sendOtp });

export function useSendOtp() {
  return useMutation(sendOtpMutationOptions());
}
