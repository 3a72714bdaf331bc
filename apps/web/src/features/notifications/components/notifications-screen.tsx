import { useEffect } from 'react';
import { BackLink } from '../../../components/back-link';
import { EmptyState } from '../../../components/empty-state';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { BellIcon, StarIcon, VouchersIcon } from '../../../components/icons';
import { ScreenTitle } from '../../../components/screen-title';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { useInbox, useMarkRead, type Notification } from '../../../api/our-notifications';
import { tAccount } from '../../../i18n/account';
import { formatDate, formatTime, parseDate } from '../../../lib/format';
import { notificationText } from '../notification-text';
import '../notifications.css';

function KindIcon({ kind }: { kind: string }) {
  if (kind === 'voucher-received') return <VouchersIcon />;
  if (kind === 'points-expiring') return <BellIcon />;
  return <StarIcon />;
}

function Item({ n }: { n: Notification }) {
  const { title, detail } = notificationText(n);
  const at = parseDate(n.CREATED_AT);
  return (
    <li className={`inbox__item${n.READ ? '' : ' inbox__item--unread'}`} data-testid="inbox-item">
      <span className="inbox__icon" aria-hidden="true">
        <KindIcon kind={n.KIND} />
      </span>
      <div className="inbox__text">
        {!n.READ && <span className="inbox__new">{tAccount('inbox.unread')}</span>}
        <p className="inbox__title">{title}</p>
        {detail && <p className="inbox__detail">{detail}</p>}
        {at && (
          <p className="inbox__when">
            <time dateTime={n.CREATED_AT}>
              {formatDate(at, 'DD MMMM YYYY')} {formatTime(at)}
            </time>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * /notifications (ours): the inbox, newest first. What this visit shows is marked read at once
 * (the newest shown and everything older); the marks of this visit stay until it is left.
 */
export function NotificationsScreen() {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const items = inbox.data?.pages.flatMap((page) => page.ITEMS) ?? [];
  const newest = items[0];
  const unseen = items.some((n) => !n.READ);
  const { mutate } = markRead;

  useEffect(() => {
    if (newest && unseen) mutate(newest.ID);
  }, [newest, unseen, mutate]);

  return (
    <main className="page page--with-nav inbox">
      <BackLink to="/profile" label={tAccount('inbox.back')} />
      <ScreenTitle>{tAccount('inbox.title')}</ScreenTitle>
      {isUnreachable(inbox) ? (
        <OfflineNotice onRetry={() => inbox.refetch()} />
      ) : inbox.isPending ? (
        <SkeletonGroup label={tAccount('inbox.loading')} className="inbox__list">
          <Skeleton shape="card" height="72px" />
          <Skeleton shape="card" height="72px" />
        </SkeletonGroup>
      ) : inbox.isError ? (
        <EmptyState
          message={tAccount('inbox.failed')}
          action={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void inbox.refetch()}
            >
              {tAccount('inbox.retry')}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState message={tAccount('inbox.empty')} icon={<BellIcon />} />
      ) : (
        <>
          <ul className="inbox__list" aria-label={tAccount('inbox.title')}>
            {items.map((n) => (
              <Item key={n.ID} n={n} />
            ))}
          </ul>
          {inbox.hasNextPage && (
            <button
              type="button"
              className="button button--secondary button--block inbox__more"
              disabled={inbox.isFetchingNextPage}
              aria-busy={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {tAccount('inbox.more')}
            </button>
          )}
        </>
      )}
    </main>
  );
}
