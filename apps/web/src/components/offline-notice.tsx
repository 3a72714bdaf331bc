import { ApiError } from '../lib/api-client';
import { t } from '../i18n/messages';
import { EmptyState } from './empty-state';

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
        icon={
          <svg
            viewBox="0 0 24 24"
            width="32"
            height="32"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M3 3l18 18" />
            <circle cx="12" cy="19" r="1" fill="currentColor" />
          </svg>
        }
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
