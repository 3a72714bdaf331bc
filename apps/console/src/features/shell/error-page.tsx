import { isRouteErrorResponse, useRouteError } from 'react-router';
import { failureText } from '../../lib/failure-text';

/** What a screen shows when its data could not be loaded. */
export function ErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : failureText(error, 'Something went wrong. Please try again.');
  return (
    <main className="auth">
      <div className="auth__card">
        <h1>The console could not open</h1>
        <p role="alert">{message}</p>
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
