import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the about screens. */
export const aboutMessages = {
  'about.loading': 'Loading',
  'about.empty': 'No information yet',
  'about.back': 'Back to About',
} as const;

export type AboutMessageKey = keyof typeof aboutMessages;

export function tAbout(key: AboutMessageKey, values?: TextValues): string {
  return localText('about', key, aboutMessages[key], values);
}
