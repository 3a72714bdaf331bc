import { ta } from '../../i18n/auth';
import { showAlert } from '../../lib/alerts';
import { useSendOtpEmail } from './api/loyalty-ess-otp-email-sender';
import { useSendOtp } from './api/send-otp';
import { failureText } from '../../lib/failure-text';
import { saveResetEmail } from './reset-email';

/**
 * docs/wire-protocol.md §4 "Forgot-password flow": SendOTP; on success the reset-email cookie is stored and the
 * OTP mail requested. Raises the flow's red banners itself; true when the mail went out.
 */
export function useSendResetCode() {
  const sendOtp = useSendOtp();
  const sendMail = useSendOtpEmail();
  const fail = (message: string) => showAlert({ success: false, mode: ta('forgot.mode'), message });

  async function send(email: string): Promise<boolean> {
    try {
      const result = await sendOtp.mutateAsync(email);
      if (!result.ok) {
        fail(result.message ?? ta('forgot.mailFailed'));
        return false;
      }
      saveResetEmail(email);
      const mailed = await sendMail.mutateAsync({ email, otp: result.data.DATA?.OTP ?? '' });
      if (!mailed) fail(ta('forgot.mailFailed'));
      return mailed;
    } catch (error) {
      fail(failureText(error, ta('forgot.mailFailed')));
      return false;
    }
  }

  return { send, busy: sendOtp.isPending || sendMail.isPending };
}
