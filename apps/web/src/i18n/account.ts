import { localText } from './locale';
import type { TextValues } from './locale';

/**
 * Texts of the member's own account features of ours: changing the password, deleting the
 * account, and the notifications inbox.
 */
export const accountMessages = {
  'password.menu': 'Change password',
  'password.title': 'Change password',
  'password.back': 'Back to the account menu',
  'password.intro': 'Your other devices will be signed out. This one stays signed in.',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.confirm': 'Confirm new password',
  'password.required': 'Enter your current password.',
  'password.short': 'Password must be greater than 3 characters.',
  'password.mismatch': 'Password and confirm password should match',
  'password.same': 'Choose a new password that differs from the current one.',
  'password.save': 'Change password',
  'password.mode': 'Change password',
  'password.done': 'Your password was changed. Other devices were signed out.',
  'password.failed': 'Your password could not be changed. Please try again.',
  'password.offline':
    'We could not reach the server, so your password was not changed. Connect, then try again.',

  'delete.menu': 'Delete Account',
  'delete.title': 'Delete your account',
  'delete.back': 'Back to the account menu',
  'delete.lost': 'Deleting your account cannot be undone. You will lose:',
  'delete.points': 'your {points} points',
  'delete.pointsUnknown': 'all your points',
  'delete.vouchers': 'every voucher you hold, used or not',
  'delete.details': 'your name, e-mail, mobile, birth date, address and photo',
  'delete.after':
    'Your e-mail address and mobile number become free, so you can sign up again later as a new member.',
  'delete.password': 'Password',
  'delete.passwordRequired': 'Enter your password to confirm it is you.',
  'delete.confirm': 'I understand that my points and vouchers will be lost for good.',
  'delete.confirmRequired': 'Tick the box to confirm you want to delete your account.',
  'delete.submit': 'Delete my account',
  'delete.mode': 'Delete account',
  'delete.done':
    'Your account was deleted and you were signed out. We sent a last mail to your address.',
  'delete.failed': 'Your account could not be deleted. Please try again.',
  'delete.offline':
    'We could not reach the server, so your account was not deleted. Connect, then try again.',

  'inbox.menu': 'Notifications',
  'inbox.menuUnread': 'Notifications, {count} unread',
  'inbox.title': 'Notifications',
  'inbox.back': 'Back to the account menu',
  'inbox.empty': 'Nothing new yet',
  'inbox.emptyText':
    'Points you earn or receive, vouchers sent to you and points about to expire show here.',
  'inbox.more': 'Show older',
  'inbox.loading': 'Loading your notifications…',
  'inbox.failed': 'Your notifications could not be loaded.',
  'inbox.retry': 'Try again',
  'inbox.unread': 'New',
  'inbox.earned': 'You earned {points} points',
  'inbox.earnedAt': 'Bill {reference}',
  'inbox.received': 'You received {points} points',
  'inbox.receivedFrom': 'From member {reference}',
  'inbox.voucher': 'You received a voucher',
  'inbox.voucherValue': 'Voucher {reference} worth {value}',
  'inbox.voucherCode': 'Voucher {reference}',
  'inbox.expiring': '{points} points expire soon',
  'inbox.expiringOn': 'They expire on {date}. Use them before then.',
  'inbox.other': 'Something changed on your account',
} as const;

export type AccountMessageKey = keyof typeof accountMessages;

export function tAccount(key: AccountMessageKey, values?: TextValues): string {
  return localText('account', key, accountMessages[key], values);
}
