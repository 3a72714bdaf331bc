import { Link } from 'react-router';

/** An address the console has no screen for. */
export function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <Link to="/">Go to the start</Link>
      </p>
    </>
  );
}
