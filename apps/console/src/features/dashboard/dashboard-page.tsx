import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { meQuery } from '../../lib/me';
import { homeOf } from '../../lib/navigation';
import { feedbackQuery, figure, membersQuery, pointsQuery, vouchersQuery } from './report-calls';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** One figure of the programme, a link to the list it counts. */
function Stat({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <li>
      <Link className="stat" to={to}>
        <span className="stat__label">{label}</span>
        <span className="stat__value">{children}</span>
      </Link>
    </li>
  );
}

const loading = <span className="muted">…</span>;

/** The start page: the dashboard for owners and managers, the till for a cashier. */
export function DashboardPage() {
  const me = useQuery(meQuery).data;
  const office = me !== undefined && me.role !== 'cashier';
  const members = useQuery({ ...membersQuery, enabled: office });
  const points = useQuery({ ...pointsQuery, enabled: office });
  const vouchers = useQuery({ ...vouchersQuery, enabled: office });
  const feedback = useQuery({ ...feedbackQuery, enabled: office });
  if (me?.role === 'cashier') return <Navigate to={homeOf(me.role)} replace />;

  const failed = [members, points, vouchers, feedback].find((q) => q.isError)?.error;
  const m = members.data;
  const p = points.data;
  const v = vouchers.data;
  const f = feedback.data;
  return (
    <>
      <PageHeader title="Dashboard" />
      {failed && (
        <Alert tone="error">
          {failureText(failed, 'Some figures could not be loaded. Please reload.')}
        </Alert>
      )}
      <ul className="stats" aria-label="The programme in figures">
        <Stat label="Members" to="/customers">
          {m ? figure(m.total) : loading}
        </Stat>
        <Stat label="New this month" to="/customers">
          {m ? figure(m.months.at(-1)?.newMembers ?? 0) : loading}
        </Stat>
        <Stat label="Active in the last 30 days" to="/customers">
          {m ? figure(m.active30Days) : loading}
        </Stat>
        <Stat label="Points held by members" to="/customers">
          {p ? (
            <>
              {figure(p.liability.points)}
              <span className="stat__note">AED {figure(p.liability.aed, 2)}</span>
            </>
          ) : (
            loading
          )}
        </Stat>
        <Stat label="Vouchers issued, last 12 months" to="/vouchers">
          {v ? (
            <>
              {figure(v.totals.issued)}
              <span className="stat__note">{figure(v.totals.used)} used</span>
            </>
          ) : (
            loading
          )}
        </Stat>
        <Stat label="Average feedback score" to="/feedback">
          {f ? (
            <>
              {f.average === null ? '—' : figure(f.average, 1)}
              <span className="stat__note">
                out of 5 · {figure(f.answers)} {f.answers === 1 ? 'answer' : 'answers'}
              </span>
            </>
          ) : (
            loading
          )}
        </Stat>
      </ul>
      <Suspense fallback={<p className="muted">Loading the charts…</p>}>
        <DashboardCharts points={p} vouchers={v} />
      </Suspense>
    </>
  );
}
