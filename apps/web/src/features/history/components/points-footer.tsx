import { formatAed, formatPoints } from '../../../lib/format';
import { useCustomerPoints } from '../../../api/customer-points';
import { tHistory } from '../../../i18n/history';

/** The history footer: Points balance, Points value and Expired Points of the customer. */
export function PointsFooter() {
  const { data } = useCustomerPoints();
  const points = data ?? undefined;
  return (
    <dl className="points-footer">
      <div>
        <dt>{tHistory('history.balance')}</dt>
        <dd data-testid="history-balance">{formatPoints(points?.CURRENTPOINTS)}</dd>
      </div>
      <div>
        <dt>{tHistory('history.value')}</dt>
        <dd data-testid="history-value">{formatAed(points?.POINTS_VALUE)}</dd>
      </div>
      <div>
        <dt>{tHistory('history.expired')}</dt>
        <dd data-testid="history-expired">{formatPoints(points?.POINTS_EXPIRED)}</dd>
      </div>
    </dl>
  );
}
