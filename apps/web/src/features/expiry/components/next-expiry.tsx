import { Link } from 'react-router';
import { tHome } from '../../../i18n/home';
import { formatDate, formatPoints } from '../../../lib/format';
import { useExpiries } from '../api/loy-points-expiry';
import '../expiry.css';

/** Home's line for the next points to expire, with a link to every date; nothing when none. */
export function NextExpiry() {
  const { data } = useExpiries({ waitForPaint: true });
  const next = data?.[0];
  if (!next) return null;
  return (
    <p className="next-expiry" data-testid="next-expiry">
      <span className="next-expiry__text">
        {tHome('expiry.next', {
          points: formatPoints(next.POINTS),
          date: formatDate(next.EXPIRES_ON, 'DD MMMM YYYY'),
        })}
      </span>
      <Link to="/expiries" className="next-expiry__link">
        {tHome('expiry.seeDates')}
      </Link>
    </p>
  );
}
