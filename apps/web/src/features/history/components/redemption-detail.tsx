import { Navigate, useParams } from 'react-router';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatAed, formatDate } from '../../../lib/format';
import { tHistory } from '../../../i18n/history';
import { useTransaction } from '../use-transaction';
import { BackToHistory } from './back-button';
import { DetailList } from './detail-list';
import '../history.css';
import { ScreenTitle } from '../../../components/screen-title';

/** /transactions/single/redemption/{billref}: redeem date, value, total paid, bill reference. */
export function RedemptionDetail() {
  const { billref } = useParams();
  const lookup = useTransaction('redemption', billref);

  if (lookup.status === 'missing') return <Navigate to="/history" replace />;
  return (
    <main className="page page--with-nav">
      <BackToHistory />
      <ScreenTitle>{tHistory('redemption.title')}</ScreenTitle>
      {lookup.status === 'loading' ? (
        <SkeletonGroup label={tHistory('transaction.loading')}>
          <Skeleton height="160px" shape="card" />
        </SkeletonGroup>
      ) : (
        <DetailList
          rows={[
            [tHistory('redemption.date'), formatDate(lookup.row.date, 'DD/MM/YYYY'), 'redeem-date'],
            [tHistory('redemption.value'), formatAed(lookup.row.value), 'redeem-value'],
            [
              tHistory('transaction.totalPaid'),
              lookup.row.totalPaid === undefined ? '—' : formatAed(lookup.row.totalPaid),
              'total-paid',
            ],
            [tHistory('transaction.billref'), lookup.row.billref, 'billref'],
          ]}
        />
      )}
    </main>
  );
}
