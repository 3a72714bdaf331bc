import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../i18n/messages';
import { reloadForStaleChunk } from './stale-chunk';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** docs/wire-protocol.md §2: any unmatched route or rendering failure. */
export function ErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && !reloadForStaleChunk(error)) console.error(error);
  return (
    <main className="page error-screen">
      <h1>{t('error.title')}</h1>
      <p className="error-screen__detail">{describe(error)}</p>
      <p>
        <Link className="button button--primary" to="/" reloadDocument>
          {t('error.home')}
        </Link>
      </p>
    </main>
  );
}
