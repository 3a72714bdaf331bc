import type { PointsMessageKey } from '../points';
import { pointsOf } from './plural';

/** Send Points in Arabic (points.ts). */
export const arPoints: Record<PointsMessageKey, string> = {
  'share.title': 'إرسال النقاط',
  'share.back': 'العودة إلى قائمة الحساب',
  'share.balance': 'رصيد النقاط',
  'share.value': 'قيمة النقاط',
  'share.type': 'فئتك',
  'share.email': 'البريد الإلكتروني للمستلم',
  'share.mobile': 'جوال المستلم',
  'share.points': 'النقاط',
  'share.less': 'نقاط أقل',
  'share.more': 'نقاط أكثر',
  'share.slider': 'نسبة من رصيدك',
  'share.sliderValue': `{percent}% (${pointsOf('points')})`,
  'share.amount': 'القيمة (درهم)',
  'share.submit': 'مشاركة',
  'share.success': 'تمت العملية بنجاح',
  'share.failed': 'العميل غير موجود',
  'share.tooMany': 'لديك {balance} نقطة: أدخل {balance} أو أقل.',
  'share.checking': 'جارٍ التحقق من المستلم…',
  'share.confirmTitle': 'إرسال النقاط؟',
  'share.confirmText': `إرسال ${pointsOf('points')} ({amount} درهم) إلى:`,
  'share.confirmTyped': 'تُرسل النقاط إلى العميل الذي يملك هذا البريد الإلكتروني وهذا الجوال معًا.',
  'share.recipientName': 'الاسم',
  'share.recipientMobile': 'الجوال',
  'share.recipientEmail': 'البريد الإلكتروني',
  'share.confirmSend': 'إرسال',
  'share.cancel': 'إلغاء',
  'share.network': 'لم تُرسل النقاط: لا يوجد رد من الخادم. يرجى المحاولة مرة أخرى.',
};
