import { verifyOtpCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';

/** 6 VerifyOTP: SUCCESS and MESSAGE. */
export async function verifyOtp({ email, otp }: { email: string; otp: string }) {
  return callApi(verifyOtpCall, envelope('VerifyOTP', { EMAIL_ID: email, OTP: otp }));
}

export const verifyOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['VerifyOTP'], mutationFn: verifyOtp });

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}
