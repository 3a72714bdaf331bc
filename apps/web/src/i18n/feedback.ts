import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the feedback screen. */
export const feedbackMessages = {
  'feedback.choose': 'Choose your experience',
  'feedback.share': 'Share',
  'feedback.saved': 'Successfully saved',
  'feedback.failed': 'Failed to save your feedback. Please try again.',
  'feedback.improve': 'Suggest anything we can improve',
  'feedback.loading': 'Loading questions',
  'feedback.empty': 'No questions yet',
  'feedback.sending': 'Sending…',
} as const;

export type FeedbackMessageKey = keyof typeof feedbackMessages;

export function tFeedback(key: FeedbackMessageKey, values?: TextValues): string {
  return localText('feedback', key, feedbackMessages[key], values);
}
