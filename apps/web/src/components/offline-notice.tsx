import { ApiError } from '../lib/api-client';
import { t } from '../i18n/messages';
import { EmptyState } from './empty-state';
import { OfflineIcon } from './icons';

/** What a screen's query tells about reaching the server (the fields of TanStack Query's result). */
interface QueryReach {
  data: unknown;
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * Whether a screen has nothing kept to show because the phone is offline or the server could
 * not be reached: the query waits for the network, or its last try failed on the network.
 * A screen with kept data shows that instead.
 */
export function isUnreachable(query: QueryReach): boolean {
  if (query.data !== undefined) return false;
  if (query.fetchStatus === 'paused') return true;
  return query.error instanceof ApiError && query.error.status === 0;
}

/**
 * Says plainly that the phone is offline (or the server out of reach), with a retry. The
 * retry asks at once; the query also asks by itself when the network comes back.
 */
export function OfflineNotice({ onRetry }: { onRetry: () => unknown }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div role="status" data-testid="offline-notice">
      <EmptyState
        message={t(offline ? 'offline.title' : 'offline.unreachable')}
        icon={<OfflineIcon />}
        action={
          <>
            <p className="offline-notice__text">{t('offline.text')}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void onRetry()}
            >
              {t('offline.retry')}
            </button>
          </>
        }
      />
    </div>
  );
}
