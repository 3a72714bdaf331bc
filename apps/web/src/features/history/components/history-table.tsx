import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { formatAed, formatDate, formatPoints } from '../../../lib/format';
import { tHistory } from '../../../i18n/history';
import type { Purchase, Redemption } from '../bills';

interface HistoryTableProps {
  rows: (Purchase | Redemption)[] | undefined;
  kind: 'purchase' | 'redemption';
  caption: string;
}

function detailPath(row: Purchase | Redemption): string {
  const ref = encodeURIComponent(row.billref);
  return row.kind === 'purchase'
    ? `/transactions/single/${ref}`
    : `/transactions/single/redemption/${ref}`;
}

/** Date / Amount / Points; a row opens its transaction with the row as navigation state. */
export function HistoryTable({ rows, kind, caption }: HistoryTableProps) {
  if (rows?.length === 0) {
    return (
      <EmptyState
        message={
          kind === 'purchase' ? tHistory('history.noTransactions') : tHistory('history.noResult')
        }
        action={
          kind === 'purchase' && (
            <>
              <p className="empty-state__hint">{tHistory('history.noTransactionsHint')}</p>
              <Link to="/home/id" className="empty-state__next">
                {tHistory('history.showCard')}
              </Link>
            </>
          )
        }
      />
    );
  }
  return (
    <table className="history-table" aria-busy={rows === undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{tHistory('history.date')}</th>
          <th scope="col">{tHistory('history.amount')}</th>
          <th scope="col">{tHistory('history.points')}</th>
        </tr>
      </thead>
      <tbody>
        {rows === undefined
          ? Array.from({ length: 5 }, (_, index) => (
              <tr key={index}>
                <td colSpan={3}>
                  <Skeleton height="24px" />
                </td>
              </tr>
            ))
          : rows.map((row, index) => {
              const amount = row.kind === 'purchase' ? row.amount : row.value;
              const date = formatDate(row.date, 'DD/MM/YYYY');
              return (
                <tr key={`${row.billref}-${index}`} className="history-table__row">
                  <td>
                    <Link
                      className="history-table__link"
                      to={detailPath(row)}
                      state={row}
                      aria-label={tHistory('history.rowLabel', { date, amount: formatAed(amount) })}
                    >
                      {date}
                    </Link>
                  </td>
                  <td>{formatAed(amount)}</td>
                  <td>{formatPoints(row.points)}</td>
                </tr>
              );
            })}
      </tbody>
    </table>
  );
}
