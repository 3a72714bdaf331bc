import { Barcode } from '../../../components/barcode';
import { BottomSheet } from '../../../components/bottom-sheet';
import { formatAmount, formatDate } from '../../../lib/format';
import { tVoucher } from '../../../i18n/vouchers';
import type { GeneratedVoucher } from './create-voucher-sheet';

/** 'Voucher Generated!' (docs/wire-protocol.md §2): value, code, barcode, the note and 'Valid Until'. */
export function GeneratedVoucherSheet({
  voucher,
  onClose,
}: {
  voucher: GeneratedVoucher | undefined;
  onClose: () => void;
}) {
  return (
    <BottomSheet open={voucher !== undefined} title={tVoucher('generated.title')} onClose={onClose}>
      {voucher && (
        <div className="voucher-sheet" data-testid="generated-voucher">
          <dl className="voucher-facts">
            <div>
              <dt>{tVoucher('generated.value')}</dt>
              <dd className="voucher-facts__value">
                {tVoucher('vouchers.aed')} {formatAmount(voucher.REEDEEM_AMOUNT)}
              </dd>
            </div>
            <div>
              <dt>{tVoucher('generated.code')}</dt>
              <dd className="voucher-facts__code">
                <bdi>{voucher.VOUCHER_NO}</bdi>
              </dd>
            </div>
          </dl>
          <Barcode
            value={voucher.VOUCHER_NO}
            label={tVoucher('single.barcode', { code: voucher.VOUCHER_NO })}
          />
          <p className="voucher-sheet__note">{tVoucher('generated.note')}</p>
          <p className="voucher-sheet__valid">
            {tVoucher('generated.validUntil')}{' '}
            <strong>{formatDate(voucher.EXPIRE_DATE, 'MMMM, DD YYYY')}</strong>
          </p>
        </div>
      )}
    </BottomSheet>
  );
}
