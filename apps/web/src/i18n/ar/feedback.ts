import type { FeedbackMessageKey } from '../feedback';

export const arFeedback: Record<FeedbackMessageKey, string> = {
  'feedback.choose': 'اختر تقييمك لتجربتك',
  'feedback.share': 'مشاركة',
  'feedback.saved': 'تم الحفظ بنجاح',
  'feedback.failed': 'تعذّر حفظ رأيك. يرجى المحاولة مرة أخرى.',
  'feedback.improve': 'اقترح أي شيء يمكننا تحسينه',
  'feedback.loading': 'جارٍ تحميل الأسئلة',
  'feedback.empty': 'لا توجد أسئلة بعد',
  'feedback.sending': 'جارٍ الإرسال…',
};
