import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { formatAed, formatPoints } from '../../lib/format';
import { tillCustomerQuery } from './calls';
import { FindCustomer } from './find-customer';
import { PostBillForm } from './post-bill-form';
import { RedeemForm } from './redeem-form';

/** The till: find the customer, then post their bill or redeem their voucher. */
export function TillPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('customer')) || 0;
  const choose = (next: number) =>
    setParams(next ? { customer: String(next) } : {}, { replace: false });
  return (
    <>
      <PageHeader title="Till" />
      {id ? <AtTheTill id={id} onDone={() => choose(0)} /> : <FindCustomer onFound={choose} />}
    </>
  );
}

function AtTheTill({ id, onDone }: { id: number; onDone: () => void }) {
  const customer = useQuery(tillCustomerQuery(id));
  if (customer.isError)
    return (
      <>
        <Alert tone="error">
          {failureText(customer.error, 'The customer could not be loaded.')}
        </Alert>
        <button type="button" className="button button--quiet" onClick={onDone}>
          Find another customer
        </button>
      </>
    );
  const c = customer.data;
  if (!c) return <p className="muted">Loading the customer…</p>;
  const usable = c.vouchers.filter((v) => v.status === 'new');
  return (
    <>
      <section className="stats" aria-label="The customer at the till">
        <div className="stat">
          <p className="stat__label">Customer</p>
          <p className="stat__value">
            {c.firstName} {c.lastName}
          </p>
          <p className="stat__note">
            {c.custCode} · card {c.cardNo}
          </p>
        </div>
        <div className="stat">
          <p className="stat__label">Balance</p>
          <p className="stat__value" data-testid="till-balance">
            {formatPoints(c.balance)} points
          </p>
          <p className="stat__note">{c.cardType}</p>
        </div>
        <div className="stat">
          <p className="stat__label">Vouchers to use</p>
          <p className="stat__value">{usable.length}</p>
          <p className="stat__note">
            {usable.map((v) => `${v.code} (${formatAed(v.value)})`).join(', ') || 'none'}
          </p>
        </div>
      </section>
      {c.blocked && <Alert tone="info">This customer is blocked from signing in.</Alert>}
      <p>
        <button type="button" className="button button--quiet" onClick={onDone}>
          Next customer
        </button>
      </p>
      <div className="till">
        <PostBillForm customer={c} />
        <RedeemForm customer={c} />
      </div>
    </>
  );
}
