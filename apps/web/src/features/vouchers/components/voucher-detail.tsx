import { BackLink } from '../../../components/back-link';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Barcode } from '../../../components/barcode';
import { formatAmount, formatDate } from '../../../lib/format';
import { tVoucher } from '../../../i18n/vouchers';
import type { VoucherMessageKey } from '../../../i18n/vouchers';
import { voucherFromState } from '../voucher-kinds';
import '../vouchers.css';
import { ScreenTitle } from '../../../components/screen-title';
import { useAppConfig } from '../../../lib/app-settings';
import { contentLines } from '../../../i18n/content';

/** The six conditions of docs/wire-protocol.md §2 "Voucher details". */
const CONDITIONS: VoucherMessageKey[] = [
  'single.condition1',
  'single.condition2',
  'single.condition3',
  'single.condition4',
  'single.condition5',
  'single.condition6',
];

/** /vouchers/single: the voucher passed from the list; without one, back to /vouchers. */
export function VoucherDetail() {
  const voucher = voucherFromState(useLocation().state);
  const navigate = useNavigate();
  // The programme's own conditions in the customer's language, else the app's.
  const [english = [], arabic = []] = useAppConfig().voucherConditions ?? [];
  const own = contentLines(english, arabic);
  if (!voucher) return <Navigate to="/vouchers" replace />;

  return (
    <main className="page page--with-nav voucher-detail">
      <BackLink to="/vouchers" label={tVoucher('transfer.back')} />
      <ScreenTitle>{tVoucher('single.title')}</ScreenTitle>
      <section className="voucher-sheet" aria-label={tVoucher('vouchers.cardTitle')}>
        <dl className="voucher-facts">
          <div>
            <dt>{tVoucher('single.value')}</dt>
            <dd className="voucher-facts__value" data-testid="voucher-value">
              {tVoucher('vouchers.aed')} {formatAmount(voucher.Redeem_value)}
            </dd>
          </div>
          <div>
            <dt>{tVoucher('single.code')}</dt>
            <dd className="voucher-facts__code" data-testid="voucher-code">
              <bdi>{voucher.VOUCHER_NO}</bdi>
            </dd>
          </div>
        </dl>
        <Barcode
          value={voucher.VOUCHER_NO}
          label={tVoucher('single.barcode', { code: voucher.VOUCHER_NO })}
        />
        <p className="voucher-sheet__valid">
          {tVoucher('single.validUntil')}{' '}
          <strong>{formatDate(voucher.Valid_Until, 'MMMM, DD YYYY')}</strong>
        </p>
      </section>
      <section className="voucher-conditions" aria-labelledby="voucher-conditions">
        <h2 id="voucher-conditions">{tVoucher('single.conditions')}</h2>
        <ul lang={own.lang}>
          {own.lines.length > 0
            ? own.lines.map((line, index) => <li key={index}>{line}</li>)
            : CONDITIONS.map((key) => <li key={key}>{tVoucher(key)}</li>)}
        </ul>
      </section>
      <div className="vouchers__actions">
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void navigate('/vouchers/single/transfer', { state: { voucher } })}
        >
          {tVoucher('single.share')}
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => void navigate('/vouchers')}
        >
          {tVoucher('single.cancel')}
        </button>
      </div>
    </main>
  );
}
