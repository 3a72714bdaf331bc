import { EmptyState } from '../../../components/empty-state';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { Skeleton } from '../../../components/skeleton';
import { tVoucher } from '../../../i18n/vouchers';
import { useVouchers } from '../api/get-voucher';
import type { VoucherKind } from '../voucher-kinds';
import { VoucherCard } from './voucher-card';

const SKELETONS = 3;

/** One list of the toggle; a failed fetch shows the list empty (docs/wire-protocol.md §8, silent). */
export function VoucherList({ kind }: { kind: VoucherKind }) {
  const query = useVouchers(kind);
  const vouchers = query.isError ? [] : query.data;

  if (isUnreachable(query)) return <OfflineNotice onRetry={() => query.refetch()} />;
  if (vouchers === undefined) {
    return (
      <div className="voucher-list" aria-busy="true" aria-label={tVoucher('vouchers.loading')}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <Skeleton key={index} shape="card" height="112px" />
        ))}
      </div>
    );
  }
  if (vouchers.length === 0) {
    return (
      <EmptyState
        message={tVoucher('vouchers.empty')}
        action={<p className="voucher-list__hint">{tVoucher('vouchers.emptyHint')}</p>}
      />
    );
  }
  return (
    <ul className="voucher-list" data-testid={`voucher-list-${kind}`}>
      {vouchers.map((voucher) => (
        <li key={voucher.entry_no}>
          <VoucherCard voucher={voucher} kind={kind} />
        </li>
      ))}
    </ul>
  );
}
