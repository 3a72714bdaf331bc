import { localText } from './locale';
import type { TextValues } from './locale';

/**
 * Texts of the entry flow: log in, sign up and the forgot-password screens. Texts in quotes in
 * docs/wire-protocol.md appear verbatim (docs/decisions/015-spec-readings.md readings win).
 */
export const authMessages = {
  'auth.back': 'Back',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.continue': 'Continue',
  'auth.show': 'Show',
  'auth.showPassword': 'Show password',

  'login.title': 'Log In',
  'login.mode': 'Login',
  'login.with': 'Log in with',
  'login.withEmail': 'Email',
  'login.withMobile': 'Mobile',
  'login.mobile': 'Mobile number',
  'login.forgot': 'Forgot Password',
  'login.submit': 'Log In',
  'login.noAccount': 'New here?',
  'login.join': 'Join us',
  'login.success': 'Successfully logged in',
  'login.failed': 'Failed to login',
  'login.invalid': 'Failed to login. Inputs not valid',
  'login.sessionEnded': 'Your session has ended. Please log in again.',
  'login.locked':
    'Too many failed tries: logging in is paused for this account. Please try again in {wait}, or reset your password now.',
  'login.lockedReset': 'Reset your password',
  'login.waitUnknown': 'a few minutes',
  'login.waitSecond': '1 second',
  'login.waitSeconds': '{n} seconds',
  'login.waitMinute': '1 minute',
  'login.waitMinutes': '{n} minutes',

  'signup.title': 'Sign Up',
  'signup.mode': 'Registration',
  'signup.intro': 'Join the programme: collect points on every purchase and enjoy member offers.',
  'signup.personal': 'About you',
  'signup.place': 'Where you live',
  'signup.account': 'Your login',
  'signup.firstName': 'First name',
  'signup.lastName': 'Last name',
  'signup.birthDate': 'Date of birth',
  'signup.phone': 'Phone number',
  'signup.gender': 'Gender',
  'signup.nationality': 'Nationality',
  'signup.confirm': 'Confirm password',
  'signup.choose': 'Choose',
  'signup.male': 'Male',
  'signup.female': 'Female',
  'signup.searchNationality': 'Search nationality',
  'signup.loading': 'Loading…',
  'signup.noNationalities': 'No nationalities found',
  'signup.submit': 'Sign Up',
  'signup.haveAccount': 'Already a member?',
  'signup.login': 'Log in',
  'signup.success': 'Sign Up Successful',
  'signup.failed': 'Failed to register',
  'signup.invalid': 'Failed to register. Inputs not valid',
  'signup.required': 'All fields are required.',
  'signup.badEmail': 'Please enter a valid email address.',
  'signup.badPhone': 'Please enter a valid phone number.',
  'signup.tooYoung': 'You must be at least 18 years old.',
  'signup.shortPassword': 'Password must be greater than 3 characters.',
  'signup.shortConfirm': 'Confirm Password must be greater than 3 characters.',
  'signup.mismatch': 'Password and confirm password should match',

  'forgot.title': 'Forgot Password',
  'forgot.mode': 'Forgot password',
  'forgot.text': "Don't worry ! It happens. Please enter the email we will send the OTP.",
  'forgot.invalidEmail': 'Email input is not valid',
  'forgot.mailFailed': 'Failed to send email. Please retry.',

  'otp.title': 'OTP verification',
  'otp.mode': 'Verify OTP',
  'otp.text': 'Enter the OTP sent to the email',
  'otp.code': 'One-time code',
  'otp.digit': 'Character {index} of {count}',
  'otp.notReceived': 'Did not get it?',
  'otp.resend': 'Re-send',
  'otp.submit': 'Submit',
  'otp.blank': 'Blank OTP. Please input OTP',
  'otp.sent': 'Email sent',
  'otp.verified': 'OTP verified',
  'otp.failed': 'The OTP could not be verified. Please retry.',

  'newPassword.title': 'New Password',
  'newPassword.mode': 'New Password',
  'newPassword.label': 'New password',
  'newPassword.invalid': 'Invalid password input',
  'newPassword.success': 'Password reset successfully',
  'newPassword.failed': 'Failed to reset password. Please retry.',
} as const;

export type AuthMessageKey = keyof typeof authMessages;

/** The text of `key` in the chosen language with `{name}` placeholders filled from `values`. */
export function ta(key: AuthMessageKey, values?: TextValues): string {
  return localText('auth', key, authMessages[key], values);
}
