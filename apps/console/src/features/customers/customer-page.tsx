import type { CustomerDetail } from '@loyalty/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { formatAed, formatDay, formatPoints } from '../../lib/format';
import { meQuery } from '../../lib/me';
import { AdjustPoints } from './adjust-points';
import { detailQuery } from './calls';
import { CustomerActions } from './customer-actions';
import { CustomerBills, CustomerVouchers } from './customer-lists';
import { CustomerLedger } from './customer-ledger';
import { nameOf } from './customer-search-page';

/** One customer: profile, balance and tier, and what the member's role may do with them. */
export function CustomerPage() {
  const id = Number(useParams().customerId);
  const role = useQuery(meQuery).data?.role;
  const detail = useQuery({ ...detailQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (detail.isError)
    return (
      <>
        <PageHeader title="Customer" />
        <Alert tone="error">{failureText(detail.error, 'The customer could not be loaded.')}</Alert>
        <p>
          <Link to="..">Back to the customers</Link>
        </p>
      </>
    );
  const c = detail.data;
  if (!c) return <p className="muted">Loading the customer…</p>;
  const office = role === 'owner' || role === 'manager';
  return (
    <>
      <p className="crumbs">
        <Link to="..">Customers</Link>
      </p>
      <PageHeader title={nameOf(c)}>
        {office && <CustomerActions customer={c} owner={role === 'owner'} />}
      </PageHeader>
      {c.erased && (
        <Alert tone="info">This customer was erased on {formatDay(c.erasedAt ?? '')}.</Alert>
      )}
      {c.blocked && !c.erased && (
        <Alert tone="info">
          Blocked since {formatDay(c.blockedAt ?? '')}: they cannot sign in.
        </Alert>
      )}
      <Standing customer={c} />
      <Profile customer={c} />
      {office && !c.erased && <AdjustPoints customer={c} />}
      {office && <CustomerLedger customerId={c.id} />}
      <CustomerVouchers vouchers={c.vouchers} />
      <CustomerBills bills={c.recentBills} linked={office} />
    </>
  );
}

function Standing({ customer: c }: { customer: CustomerDetail }) {
  return (
    <section className="stats" aria-label="Balance and tier">
      <div className="stat">
        <p className="stat__label">Balance</p>
        <p className="stat__value" data-testid="balance">
          {formatPoints(c.balance)} points
        </p>
        <p className="stat__note">worth {formatAed(c.balanceValue)}</p>
      </div>
      <div className="stat">
        <p className="stat__label">Tier</p>
        <p className="stat__value">{c.cardType || '—'}</p>
      </div>
      <div className="stat">
        <p className="stat__label">Points expired</p>
        <p className="stat__value">{formatPoints(c.pointsExpired)}</p>
      </div>
    </section>
  );
}

function Profile({ customer: c }: { customer: CustomerDetail }) {
  const place = [c.area, c.city, c.country].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    ['Customer code', c.custCode],
    ['Card number', c.cardNo],
    ['E-mail', c.email],
    ['Mobile', c.mobile],
    ['Birth date', c.birthDate],
    ['Gender', c.gender],
    ['Nationality', c.nationality],
    ['Lives in', place],
    ['Company', c.company],
    ['Member since', formatDay(c.createdAt)],
  ];
  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
