import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOurFeature } from '../../../lib/app-settings';
import { SegmentedToggle } from '../../../components/segmented-toggle';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { tHistory } from '../../../i18n/history';
import { useHistory } from '../api/get-loy-points-history';
import { DEFAULT_PERIOD, historyPeriods, periodRange } from '../period-range';
import type { Period } from '../period-range';
import { HistoryTable } from './history-table';
import { PeriodPicker } from './period-picker';
import { PointsFooter } from './points-footer';
import '../history.css';
import { ScreenTitle } from '../../../components/screen-title';

type Kind = 'purchase' | 'redemption';

/**
 * /history. The period and the tab live in the address, so coming back from a transaction
 * shows the same list; the first visit shows the last month (docs/decisions/015-spec-readings.md).
 */
export function HistoryScreen() {
  const [today] = useState(() => new Date());
  const periods = historyPeriods(today);
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = periods.find((p) => p.period === asked)?.period ?? DEFAULT_PERIOD;
  const kind: Kind = params.get('tab') === 'redemption' ? 'redemption' : 'purchase';
  const history = useHistory(periodRange(period, today));
  const activityOn = useOurFeature('activity');
  // The URL changes in a transition; meanwhile the toggle shows the click at once (until the
  // URL's tab is no longer the one the click was made on).
  const [pending, setPending] = useState<{ from: Kind; to: Kind }>();
  const shownKind = pending?.from === kind ? pending.to : kind;

  const update = (next: { period?: Period; tab?: Kind }) => {
    const search = new URLSearchParams(params);
    if (next.period) search.set('period', next.period);
    if (next.tab) search.set('tab', next.tab);
    setParams(search, { replace: true });
  };

  // docs/wire-protocol.md §8: a failed fetch shows an empty list, without a message.
  const lists = history.isError ? { purchases: [], redemptions: [] } : history.data;
  const rows = kind === 'purchase' ? lists?.purchases : lists?.redemptions;
  const segments = [
    { value: 'purchase', label: tHistory('history.purchase') },
    { value: 'redemption', label: tHistory('history.redemption') },
  ] as const;

  return (
    <main className="page page--with-nav history">
      <ScreenTitle>{tHistory('history.title')}</ScreenTitle>
      {activityOn && (
        <Link to="/activity" className="history__activity">
          {tHistory('activity.link')}
        </Link>
      )}
      <div className="history__controls">
        <PeriodPicker
          periods={periods}
          value={period}
          onApply={(next) => update({ period: next })}
        />
        <SegmentedToggle
          label={tHistory('history.kind')}
          segments={segments}
          value={shownKind}
          onChange={(tab) => {
            setPending({ from: kind, to: tab });
            update({ tab });
          }}
        />
      </div>
      {isUnreachable(history) ? (
        <OfflineNotice onRetry={() => history.refetch()} />
      ) : (
        <HistoryTable
          rows={rows}
          kind={kind}
          caption={`${segments.find((s) => s.value === kind)?.label ?? ''}, ${
            periods.find((p) => p.period === period)?.label ?? ''
          }`}
        />
      )}
      <PointsFooter />
    </main>
  );
}
