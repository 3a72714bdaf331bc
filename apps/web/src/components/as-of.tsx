import { formatDate, formatTime } from '../lib/format';
import { tCard } from '../i18n/card';
import './as-of.css';

/**
 * 'As of' and the time the figures beside it were fetched, shown only when they may be out of
 * date (offline, or the last fetch failed): lib/last-known's `staleSince`.
 */
export function AsOf({ date, className }: { date: Date | undefined; className?: string }) {
  if (!date) return null;
  return (
    <p className={['as-of', className].filter(Boolean).join(' ')} data-testid="as-of">
      {tCard('card.asOf', { date: formatDate(date, 'DD/MM/YYYY'), time: formatTime(date) })}
    </p>
  );
}
