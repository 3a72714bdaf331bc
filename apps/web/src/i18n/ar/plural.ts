/**
 * ICU plural phrases Arabic needs (six forms: zero, one, two, few, many, other), written
 * once for the tables. `#` is the number, formatted with Western digits.
 */
export function pointsOf(arg: string): string {
  return `{${arg}, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}`;
}

export function secondsOf(arg: string): string {
  return `{${arg}, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}`;
}

export function minutesOf(arg: string): string {
  return `{${arg}, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}`;
}

export function monthsOf(arg: string): string {
  return `{${arg}, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}`;
}

export function unreadOf(arg: string): string {
  return `{${arg}, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {# إشعارات غير مقروءة} many {# إشعارًا غير مقروء} other {# إشعار غير مقروء}}`;
}
