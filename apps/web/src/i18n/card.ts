import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the shared membership card, its modal and the profile picture. */
export const cardMessages = {
  'card.title': 'Membership card',
  'card.barcode': 'Barcode of customer code {code}',
  'card.name': 'Card holder',
  'card.balance': 'Points balance',
  'card.website': 'Website',
  'card.follow': 'Follow us',
  'card.regions': 'Valid in',
  'card.regionList': 'UAE, QATAR, SAUDI, OMAN',
  'card.lost': 'If found, please return this card to any {name} outlet.',
  'card.asOf': 'As of {date} {time}',
  'avatar.label': 'Profile picture of {name}',
} as const;

export type CardMessageKey = keyof typeof cardMessages;

export function tCard(key: CardMessageKey, values?: TextValues): string {
  return localText('card', key, cardMessages[key], values);
}
