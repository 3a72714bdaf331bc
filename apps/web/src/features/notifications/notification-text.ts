import type { Notification } from '../../api/our-notifications';
import { tAccount } from '../../i18n/account';
import { formatAed, formatDate, formatPoints } from '../../lib/format';

/** A notification in words: its line and the detail under it; an unknown kind reads generically. */
export function notificationText(n: Notification): { title: string; detail: string } {
  const points = formatPoints(n.POINTS ?? 0);
  const reference = n.REFERENCE ?? '';
  switch (n.KIND) {
    case 'points-earned':
      return {
        title: tAccount('inbox.earned', { points }),
        detail: reference ? tAccount('inbox.earnedAt', { reference }) : '',
      };
    case 'points-received':
      return {
        title: tAccount('inbox.received', { points }),
        detail: reference ? tAccount('inbox.receivedFrom', { reference }) : '',
      };
    case 'voucher-received':
      return {
        title: tAccount('inbox.voucher'),
        detail:
          n.VALUE === undefined
            ? reference && tAccount('inbox.voucherCode', { reference })
            : tAccount('inbox.voucherValue', { reference, value: formatAed(n.VALUE) }),
      };
    case 'points-expiring':
      return {
        title: tAccount('inbox.expiring', { points }),
        detail: n.UNTIL
          ? tAccount('inbox.expiringOn', { date: formatDate(n.UNTIL, 'DD MMMM YYYY') })
          : '',
      };
    default:
      return { title: tAccount('inbox.other'), detail: '' };
  }
}
