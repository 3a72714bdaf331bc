import { Link } from 'react-router';
import { tHome } from '../../../i18n/home';
import { formatDate, formatPoints } from '../../../lib/format';
import { useExpiries } from '../api/loy-points-expiry';
import '../expiry.css';

/** What the line usually says: laid out unseen while it loads, so it wraps as the answer will. */
function likelyLine(): string {
  const inAYear = new Date();
  inAYear.setFullYear(inAYear.getFullYear() + 1);
  return tHome('expiry.next', {
    points: formatPoints(10_000),
    date: formatDate(inAYear.toISOString().slice(0, 10), 'DD MMMM YYYY'),
  });
}

/**
 * Home's line for the next points to expire, with a link to every date; a calm line when none
 * are due. While it loads, a line of the same words and link, unseen, keeps its place at any
 * width (nothing moves when the answer comes). Its text element is on screen from the first
 * paint, holding a space, so the answer fills it rather than painting a new block larger than
 * the welcome after it. Nothing where the server has no expiry timeline.
 */
export function NextExpiry() {
  const { data, awaited } = useExpiries({ waitForPaint: true });
  if (awaited) {
    return (
      <p className="next-expiry next-expiry--placeholder" aria-hidden="true">
        <span className="next-expiry__text" data-likely={likelyLine()}>
          {'\u00a0'}
        </span>
        <span className="next-expiry__link">{tHome('expiry.seeDates')}</span>
      </p>
    );
  }
  if (!data) return null;
  const next = data[0];
  if (!next) {
    return (
      <p className="next-expiry next-expiry--none" data-testid="next-expiry">
        {tHome('expiry.none')}
      </p>
    );
  }
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
