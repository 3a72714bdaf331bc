import { Navigate } from 'react-router';
import { homeOf } from '../../lib/navigation';
import { useMe } from './use-me';

/** The start page: the dashboard for owners and managers, the till for a cashier. */
export function Home() {
  const me = useMe();
  if (me.role === 'cashier') return <Navigate to={homeOf(me.role)} replace />;
  return (
    <>
      <h1>Dashboard</h1>
      <p className="muted">
        Welcome, {me.name}. The programme&apos;s figures and charts are coming next.
      </p>
    </>
  );
}
