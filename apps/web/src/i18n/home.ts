import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the home screen, the membership card and the contact block. */
export const homeMessages = {
  'home.welcome': 'Welcome, {name}',
  'home.welcomeNoName': 'Welcome',
  'home.balance': 'Points balance',
  'home.value': 'Points value',
  'home.cardType': 'Card type',
  'home.points': 'points',
  'home.showCard': 'Show my membership card',
  'home.allOffers': 'All offers',
  'home.seeAll': 'See all',
  'home.noPromotions': 'No promotions',
  'home.noPromotionsHint': 'New offers show here as soon as they start.',
  'home.loadingOffers': 'Loading offers',
  'home.readyToUse': 'Ready to use',
  'home.readyVoucher': 'AED {value} voucher',
  'home.readyUntil': 'Use by {date}',
  'home.endingSoon': 'Ending soon',
  'home.endsOn': 'Ends {date}',
  'home.validUntil': 'Valid until {date}',
  'home.brochure': 'Download Brochure',
  'home.receipt': 'Digital receipt',
  'home.pullToRefresh': 'Pull down to refresh',
  'home.releaseToRefresh': 'Release to refresh',
  'home.refreshing': 'Refreshing…',

  'card.title': 'Membership card',
  'card.barcode': 'Barcode of customer code {code}',
  'card.back': 'Back to home',

  'contact.title': 'Contact us',
  'contact.phone': 'Call {phone}',
  'contact.email': 'E-mail {email}',
  'contact.social': 'Follow us',
  'contact.socialLink': '{name} (opens in a new tab)',

  'tier.title': 'Your tier',
  'tier.progress': 'Progress to {tier}',
  'tier.toNext': '{points} points to {tier}',
  'tier.top': 'You are at the top tier.',
  'tier.counted': '{points} points counted',
  'tier.window': 'Counts the points of the last {months} months.',

  'expiry.next': '{points} points expire on {date}',
  'expiry.seeDates': 'See all dates',
  'expiry.title': 'Points expiring',
  'expiry.back': 'Back to home',
  'expiry.intro':
    'Points expire by date, oldest first. Spend them before then to keep their value.',
  'expiry.none': 'None of your points are due to expire.',
  'expiry.listLabel': 'Coming expiries',
  'expiry.points': '{points} points',
  'expiry.loading': 'Loading the dates…',
  'expiry.failed': 'We could not load the dates. Try again later.',
} as const;

export type HomeMessageKey = keyof typeof homeMessages;

export function tHome(key: HomeMessageKey, values?: TextValues): string {
  return localText('home', key, homeMessages[key], values);
}
