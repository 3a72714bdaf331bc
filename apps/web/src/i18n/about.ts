import { fillText } from './messages';

/** Texts of the about screens. */
export const aboutMessages = {
  'about.loading': 'Loading',
  'about.empty': 'No information yet',
  'about.back': 'Back to About',
} as const;

export type AboutMessageKey = keyof typeof aboutMessages;

export function tAbout(key: AboutMessageKey, values?: Record<string, string | number>): string {
  return fillText(aboutMessages[key], values);
}
