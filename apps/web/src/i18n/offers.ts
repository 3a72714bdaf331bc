import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the offers screens, the countdown and the flyer download (shared with home). */
export const offersMessages = {
  'offers.title': 'Offers',
  'offers.empty': 'No promotions available',
  'offers.emptyHint':
    'New offers show here as soon as they start. Your card earns points meanwhile.',
  'offers.emptyNext': 'Show my card',
  'offers.from': 'From',
  'offers.to': 'To',
  'offers.open': 'Open {title}',
  'offers.loading': 'Loading offers',
  'offers.imageAlt': '{title}',

  'offer.title': 'Offer',
  'offer.loading': 'Loading the offer',
  'offer.back': 'Back to offers',
  'offer.validUntil': 'Valid until {date}',
  'offer.endsIn': 'Ends in',
  'offer.share': 'Share',
  'offer.images': 'Offer pictures',
  'offer.slide': 'Picture {index} of {count}',
  'offer.previous': 'Previous picture',
  'offer.next': 'Next picture',
  'offer.goTo': 'Show picture {index}',
  'offer.enlarge': 'Show picture {index} full size',
  'offer.preview': 'Picture',
  'offer.noImages': 'No images available',
  'offer.imagesFailed': 'Failed to load images',

  'countdown.days': 'days',
  'countdown.hrs': 'hrs',
  'countdown.mins': 'mins',
  'countdown.secs': 'secs',
  'countdown.label': 'Time left',

  'flyer.download': 'Download flyer',
  'flyer.downloading': 'Downloading…',
  'flyer.failed': 'Download failed. Please try again.',
  'flyer.iosTitle': 'Save the flyer',
  'flyer.iosHint': 'Press and hold the Download PDF link, then choose Save.',
  'flyer.iosLink': 'Download PDF',
  'flyer.fileName': 'flyer image',
} as const;

export type OffersMessageKey = keyof typeof offersMessages;

export function tOffers(key: OffersMessageKey, values?: TextValues): string {
  return localText('offers', key, offersMessages[key], values);
}
