import { Link } from 'react-router';
import { formatAmount, formatDate } from '../../../lib/format';
import { tVoucher } from '../../../i18n/vouchers';
import type { Voucher, VoucherKind } from '../voucher-kinds';

function Ticket({ label, date, value }: { label: string; date: string; value: number }) {
  return (
    <>
      <span className="voucher-card__title">{tVoucher('vouchers.cardTitle')}</span>
      <span className="voucher-card__date">
        <span className="voucher-card__label">{label}</span> {date}
      </span>
      <span className="voucher-card__value">
        {tVoucher('vouchers.aed')} {formatAmount(value)}
      </span>
    </>
  );
}

/**
 * One voucher of a list. A new one opens its details, the voucher passed along; a used one
 * shows when it was redeemed, an expired one when it expired, and neither is clickable.
 */
export function VoucherCard({ voucher, kind }: { voucher: Voucher; kind: VoucherKind }) {
  if (kind === 'new') {
    const date = formatDate(voucher.Valid_Until, 'DD MMMM YYYY');
    return (
      <Link
        to="/vouchers/single"
        state={{ voucher }}
        className="voucher-card voucher-card--new"
        data-testid="voucher-card"
        data-code={voucher.VOUCHER_NO}
        aria-label={tVoucher('vouchers.open', {
          value: formatAmount(voucher.Redeem_value),
          date,
        })}
      >
        <Ticket label={tVoucher('vouchers.validUntil')} date={date} value={voucher.Redeem_value} />
      </Link>
    );
  }
  // A used voucher carries the day it was redeemed; an expired one was never redeemed, so its
  // date is the end of its validity and says so.
  const expired = kind === 'expired';
  const date = formatDate(
    expired ? voucher.Valid_Until : (voucher.Redeemed_On ?? voucher.Valid_Until),
    'DD MMMM YYYY',
  );
  return (
    <div
      className="voucher-card voucher-card--spent"
      data-testid="voucher-card"
      data-code={voucher.VOUCHER_NO}
    >
      <Ticket
        label={tVoucher(expired ? 'vouchers.expiredOn' : 'vouchers.redeemedOn')}
        date={date}
        value={voucher.Redeem_value}
      />
    </div>
  );
}
