import { localText } from './locale';
import type { TextValues } from './locale';

/**
 * Every text the app shows, keyed, in English; Arabic's table of the same keys is in
 * `ar/app.ts`, read through `localText` once chosen. Texts in quotes in docs/wire-protocol.md are the product's texts and appear verbatim.
 */
export const messages = {
  'app.defaultName': 'Loyalty Rewards',
  'app.logoAlt': '{name} logo',

  'settings.failed': 'Failed to get app settings',

  'offline.title': 'You are offline',
  'offline.unreachable': 'We could not reach the server',
  'offline.text': 'This screen needs a connection. Connect, then try again.',
  'offline.retry': 'Try again',

  'alert.close': 'Close message',

  'splash.label': 'Loading {name}',
  'splash.footer1': 'Brought to you by',
  'splash.footer2': 'مكافآت الولاء',
  'splash.footer3': 'Loyalty Rewards',
  'splash.version': 'Version {version}',

  'landing.welcome': 'Welcome to {name}',
  'landing.carousel': 'Welcome pictures',
  'landing.tagline': 'Earn points every time you shop, and spend them on rewards.',
  'landing.slide': 'Picture {index} of {count}',
  'landing.login': 'Log in',
  'landing.join': 'Join us',
  'landing.install': 'Install App',
  'landing.startJourney': 'Start your journey:',
  'landing.joinWithButton': 'Join with mobile number',
  'landing.cancel': 'Cancel',
  'landing.choices': 'Get started',

  'install.title': 'Install App',
  'install.intro': 'Add {name} to your home screen:',
  'install.step1': 'Open this page in Safari.',
  'install.step2': 'Tap the Share button.',
  'install.step3': 'Choose Add to Home Screen.',
  'install.step4': 'Tap Add.',
  'install.unavailable': 'Use your browser menu to install this app, or it is installed already.',
  'install.bannerText': 'Install {name} on your device for quick access.',
  'install.bannerAction': 'Install',
  'install.bannerDismiss': 'Not now',

  'modal.close': 'Close',

  'sheet.done': 'DONE',

  'nav.label': 'Main',
  'nav.backToStart': 'Back to the start',
  'nav.home': 'Home',
  'nav.offers': 'Offers',
  'nav.vouchers': 'Vouchers',
  'nav.history': 'History',
  'nav.profile': 'Profile',
  'nav.unread': '{count} unread notifications',

  'error.title': 'Unexpected Application Error!',
  'error.home': 'Go to the home page',

  'screen.feedback': 'Feedback',
  'screen.about': 'About {name}',
} as const;

export type MessageKey = keyof typeof messages;

/** The text of `key` in the chosen language with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values?: TextValues): string {
  return localText('app', key, messages[key], values);
}
