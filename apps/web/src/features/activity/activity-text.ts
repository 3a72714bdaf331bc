import { tHistory } from '../../i18n/history';
import { formatPoints } from '../../lib/format';
import type { ActivityMove } from './api/loy-activity';

/** What a move was, in words: with the bill, the voucher, the friend or the reason where known. */
export function activityTitle(m: ActivityMove): string {
  const name = m.OTHER_NAME;
  const code = m.VOUCHER_CODE ?? '';
  switch (m.KIND) {
    case 'earn':
      return m.BILL_REF
        ? tHistory('activity.earnBill', { bill: m.BILL_REF })
        : tHistory('activity.earn');
    case 'reverse':
      return m.BILL_REF
        ? tHistory('activity.reverseBill', { bill: m.BILL_REF })
        : tHistory('activity.reverse');
    case 'voucher':
      return code ? tHistory('activity.voucherCode', { code }) : tHistory('activity.voucher');
    case 'send':
      return name ? tHistory('activity.sendTo', { name }) : tHistory('activity.send');
    case 'receive':
      return name ? tHistory('activity.receiveFrom', { name }) : tHistory('activity.receive');
    case 'adjust':
      return m.REASON
        ? tHistory('activity.adjustWhy', { reason: m.REASON })
        : tHistory('activity.adjust');
    case 'expire':
      return tHistory('activity.expire');
    case 'voucher-received':
      return name
        ? tHistory('activity.voucherReceivedFrom', { code, name })
        : tHistory('activity.voucherReceived', { code });
    case 'voucher-sent':
      return name
        ? tHistory('activity.voucherSentTo', { code, name })
        : tHistory('activity.voucherSent', { code });
    case 'other':
      return tHistory('activity.other');
  }
}

/** The points a move added (+) or took (−); empty for a voucher passed on. */
export function activityPoints(m: ActivityMove): string {
  if (m.POINTS === 0) return '';
  const sign = m.POINTS > 0 ? '+' : '−';
  return tHistory('activity.points', { points: `${sign}${formatPoints(Math.abs(m.POINTS))}` });
}
