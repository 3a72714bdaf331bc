import { otpEmailSenderCall } from '@loyalty/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { answeredOk } from '../../../lib/answered-ok';

/** The vendor's OTP mail template; our server sends the mail itself and ignores it. */
const TEMPLATE_FILE = 'otp-mail.html';

/**
 * 5 LoyaltyEssOtpEmailSender, sent after SendOTP succeeds: only the HTTP status is read.
 * The OTP is what SendOTP returned (blank from our server, docs/decisions/012-security-model.md).
 */
export async function sendOtpEmail({
  email,
  otp,
}: {
  email: string;
  otp: string;
}): Promise<boolean> {
  return answeredOk(
    callApi(
      otpEmailSenderCall,
      envelope('LoyaltyEssOtpEmailSender', {
        TemplateFile: TEMPLATE_FILE,
        mailTo: [{ MailId: email, MailName: email }],
        paramData: [{ OTP: otp }],
      }),
    ),
  );
}

export const sendOtpEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['LoyaltyEssOtpEmailSender'], mutationFn: sendOtpEmail });

export function useSendOtpEmail() {
  return useMutation(sendOtpEmailMutationOptions());
}
