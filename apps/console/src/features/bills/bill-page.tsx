import type { BillDetail, ReverseBillResponse } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ReasonDialog } from '../../components/reason-dialog';
import { failureText } from '../../lib/failure-text';
import { formatAed, formatDay, formatPoints, formatWhen } from '../../lib/format';
import { meQuery } from '../../lib/me';
import { billQuery, reverseBill } from './calls';

type Line = BillDetail['lines'][number];
const l = createColumnHelper<Line>();
const columns = [
  l.accessor('lineNo', { header: '#' }),
  l.accessor('barcode', { header: 'Barcode' }),
  l.accessor('description', { header: 'Item' }),
  l.accessor('quantity', {
    header: () => <span className="num">Qty</span>,
    cell: (info) => <span className="num">{info.getValue()}</span>,
  }),
  l.accessor('price', {
    header: () => <span className="num">Unit price</span>,
    cell: (info) => <span className="num">{formatAed(info.getValue())}</span>,
  }),
];

function reversedText(r: ReverseBillResponse): string {
  const parts = [
    `Bill ${r.billRef} reversed: ${formatPoints(r.pointsTakenBack)} points taken back`,
  ];
  if (r.voucherReturned) parts.push(`voucher ${r.voucherReturned} returned`);
  if (r.voucherVoided) parts.push(`voucher ${r.voucherVoided} voided`);
  return `${parts.join(', ')}. The customer's balance is now ${formatPoints(r.balance)}.`;
}

/** One bill with its lines; owners and managers reverse it with a reason. */
export function BillPage() {
  const id = Number(useParams().billId);
  const role = useQuery(meQuery).data?.role;
  const bill = useQuery({ ...billQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [asking, setAsking] = useState(false);
  const client = useQueryClient();
  const reverse = useMutation({
    mutationFn: (reason: string) => reverseBill(id, reason),
    onSuccess: async () => {
      setAsking(false);
      await client.invalidateQueries({ queryKey: ['bills'] });
      await client.invalidateQueries({ queryKey: ['customers'] });
    },
  });
  if (bill.isError)
    return (
      <>
        <PageHeader title="Bill" />
        <Alert tone="error">{failureText(bill.error, 'The bill could not be loaded.')}</Alert>
        <p>
          <Link to="..">Back to the bills</Link>
        </p>
      </>
    );
  const b = bill.data;
  if (!b) return <p className="muted">Loading the bill…</p>;
  const office = role === 'owner' || role === 'manager';
  return (
    <>
      <p className="crumbs">
        <Link to="..">Bills</Link>
      </p>
      <PageHeader title={`Bill ${b.billRef}`}>
        {office && !b.reversedAt && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              reverse.reset();
              setAsking(true);
            }}
          >
            Reverse bill
          </button>
        )}
      </PageHeader>
      {reverse.isSuccess && <Alert tone="ok">{reversedText(reverse.data)}</Alert>}
      {b.reversedAt && !reverse.isSuccess && (
        <Alert tone="info">This bill was reversed on {formatDay(b.reversedAt)}.</Alert>
      )}
      <dl className="facts panel">
        <div>
          <dt>Customer</dt>
          <dd>
            <Link to={`/customers/${b.customerId}`}>{b.customerName || b.custCode}</Link> (
            {b.custCode})
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{formatWhen(b.tranDate)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatAed(b.amount)}</dd>
        </div>
        <div>
          <dt>Points earned</dt>
          <dd>{formatPoints(b.pointsEarned)}</dd>
        </div>
        <div>
          <dt>Voucher used</dt>
          <dd>{b.voucherUsed ?? '—'}</dd>
        </div>
        <div>
          <dt>Voucher given</dt>
          <dd>{b.voucherIssued ?? '—'}</dd>
        </div>
      </dl>
      <DataTable
        caption="Lines"
        columns={columns}
        data={{ items: b.lines, page: 1, size: Math.max(1, b.lines.length), total: b.lines.length }}
        onPage={() => undefined}
        empty="The till sent no lines with this bill."
        rowKey={(line) => String(line.lineNo)}
      />
      <ReasonDialog
        open={asking}
        title={`Reverse bill ${b.billRef}?`}
        confirmLabel="Reverse bill"
        busyLabel="Reversing…"
        busy={reverse.isPending}
        danger
        error={reverse.isError ? failureText(reverse.error, 'The reversal failed.') : undefined}
        onConfirm={(reason) => reverse.mutate(reason)}
        onCancel={() => setAsking(false)}
      >
        <p>
          The {formatPoints(b.pointsEarned)} points it earned are taken back, a voucher used on it
          is returned and one it gave is voided. If the customer has spent those points already, the
          reversal is refused and nothing changes.
        </p>
      </ReasonDialog>
    </>
  );
}
