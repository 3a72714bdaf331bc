import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of Send Points (/share-points). */
export const pointsMessages = {
  'share.title': 'Send points',
  'share.back': 'Back to the account menu',
  'share.balance': 'Points balance',
  'share.value': 'Points value',
  'share.type': 'Your type',
  'share.email': 'Recipient email',
  'share.mobile': 'Recipient mobile',
  'share.points': 'Points',
  'share.less': 'Fewer points',
  'share.more': 'More points',
  'share.slider': 'Share of your balance',
  'share.sliderValue': '{percent}% ({points} points)',
  'share.amount': 'Value (AED)',
  'share.submit': 'Share',
  'share.success': 'Successful',
  'share.failed': 'Customer does not exist',
  'share.tooMany': 'You have {balance} points: enter {balance} or fewer.',
  'share.checking': 'Checking the recipient…',
  'share.confirmTitle': 'Send points?',
  'share.confirmText': 'Send {points} points ({amount} AED) to:',
  'share.confirmTyped': 'The points go to the customer who has both this e-mail and this mobile.',
  'share.recipientName': 'Name',
  'share.recipientMobile': 'Mobile',
  'share.recipientEmail': 'E-mail',
  'share.confirmSend': 'Send',
  'share.cancel': 'Cancel',
  'share.network': 'The points were not sent: no answer from the server. Please try again.',
} as const;

export type PointsMessageKey = keyof typeof pointsMessages;

export function tPoints(key: PointsMessageKey, values?: TextValues): string {
  return localText('points', key, pointsMessages[key], values);
}
