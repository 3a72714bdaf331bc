import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { ScreenTitle } from '../../../components/screen-title';
import { BackLink } from '../../../components/back-link';
import { tHistory } from '../../../i18n/history';
import { formatDate, formatTime, parseDate } from '../../../lib/format';
import { useActivity } from '../api/loy-activity';
import { activityPoints, activityTitle } from '../activity-text';
import '../activity.css';

/**
 * /activity: every move of the customer's points and vouchers, newest first. Each further page
 * is one call after the last move shown; after loading, focus moves to the first new move so
 * a screen reader goes on where the list grew.
 */
export function ActivityScreen() {
  const activity = useActivity();
  const list = useRef<HTMLOListElement>(null);
  const moves = activity.data?.pages.flatMap((p) => p.moves) ?? [];

  // The first move a 'Load more' adds: focused once it is on screen.
  const focusFrom = useRef<number | undefined>(undefined);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || moves.length <= from) return;
    focusFrom.current = undefined;
    list.current?.querySelectorAll<HTMLElement>('li')[from]?.focus();
  }, [moves.length]);

  const loadMore = () => {
    focusFrom.current = moves.length;
    void activity.fetchNextPage();
  };

  return (
    <main className="page page--with-nav activity">
      <BackLink to="/history" label={tHistory('activity.back')} />
      <ScreenTitle>{tHistory('activity.title')}</ScreenTitle>
      {isUnreachable(activity) ? (
        <OfflineNotice onRetry={() => activity.refetch()} />
      ) : activity.isError && moves.length === 0 ? (
        <p role="alert">{tHistory('activity.failed')}</p>
      ) : activity.isPending ? (
        <SkeletonGroup label={tHistory('activity.loading')} className="activity__loading">
          <Skeleton height="56px" />
          <Skeleton height="56px" />
          <Skeleton height="56px" />
        </SkeletonGroup>
      ) : moves.length === 0 ? (
        <EmptyState message={tHistory('activity.none')} />
      ) : (
        <>
          <ol
            ref={list}
            className="activity__list"
            aria-label={tHistory('activity.listLabel')}
            data-testid="activity-list"
          >
            {moves.map((m) => {
              const at = parseDate(m.AT);
              const points = activityPoints(m);
              return (
                <li key={m.ID} className="activity__row" tabIndex={-1}>
                  <span className="activity__title">{activityTitle(m)}</span>
                  {points && (
                    <span
                      className={`activity__points${m.POINTS < 0 ? ' activity__points--out' : ''}`}
                    >
                      {points}
                    </span>
                  )}
                  <time className="activity__date" dateTime={m.AT}>
                    {at ? `${formatDate(at, 'DD MMMM YYYY')}, ${formatTime(at)}` : ''}
                  </time>
                </li>
              );
            })}
          </ol>
          {activity.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary activity__more"
              disabled={activity.isFetchingNextPage}
              onClick={loadMore}
            >
              {activity.isFetchingNextPage
                ? tHistory('activity.loadingMore')
                : tHistory('activity.more')}
            </button>
          ) : (
            <p className="activity__end">{tHistory('activity.end')}</p>
          )}
          {activity.isFetchNextPageError && <p role="alert">{tHistory('activity.failed')}</p>}
        </>
      )}
    </main>
  );
}
