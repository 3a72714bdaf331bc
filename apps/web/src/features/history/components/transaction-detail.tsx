import { Navigate, useParams } from 'react-router';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatAed, formatDate, formatPoints } from '../../../lib/format';
import { tHistory } from '../../../i18n/history';
import { useTransaction } from '../use-transaction';
import { BackToHistory } from './back-button';
import { BillLines } from './bill-lines';
import { DetailList } from './detail-list';
import '../history.css';
import { ScreenTitle } from '../../../components/screen-title';

const yesNo = (value: boolean) =>
  value ? tHistory('transaction.yes') : tHistory('transaction.no');

/** /transactions/single/{billref}: a purchase with its line items. */
export function TransactionDetail() {
  const { billref } = useParams();
  const lookup = useTransaction('purchase', billref);

  if (lookup.status === 'missing') return <Navigate to="/history" replace />;
  return (
    <main className="page page--with-nav">
      <BackToHistory />
      <ScreenTitle>{tHistory('transaction.title')}</ScreenTitle>
      {lookup.status === 'loading' ? (
        <SkeletonGroup label={tHistory('transaction.loading')}>
          <Skeleton height="220px" shape="card" />
        </SkeletonGroup>
      ) : (
        <>
          <DetailList
            rows={[
              [tHistory('transaction.billref'), lookup.row.billref, 'billref'],
              [
                tHistory('transaction.scanDate'),
                formatDate(lookup.row.date, 'DD/MM/YYYY'),
                'scan-date',
              ],
              [tHistory('transaction.usedCoupon'), yesNo(lookup.row.usedCoupon), 'used-coupon'],
              [
                tHistory('transaction.issuedCoupon'),
                yesNo(lookup.row.issuedCoupon),
                'issued-coupon',
              ],
              [tHistory('transaction.totalPaid'), formatAed(lookup.row.amount), 'total-paid'],
              [tHistory('transaction.customerId'), lookup.row.customerCode, 'customer-id'],
              [
                tHistory('transaction.pointsEarned'),
                formatPoints(lookup.row.points),
                'points-earned',
              ],
            ]}
          />
          <h2>{tHistory('transaction.items')}</h2>
          <BillLines lines={lookup.row.lines} />
        </>
      )}
    </main>
  );
}
