import type { CustomerDetail } from '@loyalty/contract/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { formatAed, formatDay, formatPoints, formatWhen } from '../../lib/format';

type Voucher = CustomerDetail['vouchers'][number];
type Bill = CustomerDetail['recentBills'][number];

/** A list the detail call answers whole, as the table's one page. */
const whole = <T,>(items: T[]) => ({
  items,
  page: 1,
  size: Math.max(1, items.length),
  total: items.length,
});

const v = createColumnHelper<Voucher>();
const voucherColumns = [
  v.accessor('code', { header: 'Code' }),
  v.accessor('value', {
    header: () => <span className="num">Value</span>,
    cell: (info) => <span className="num">{formatAed(info.getValue())}</span>,
  }),
  v.accessor('source', { header: 'From' }),
  v.accessor('status', { header: 'State' }),
  v.accessor('expiresAt', { header: 'Expires', cell: (info) => formatDay(info.getValue()) }),
];

export function CustomerVouchers({ vouchers }: { vouchers: Voucher[] }) {
  return (
    <section className="panel">
      <DataTable
        caption="Vouchers"
        columns={voucherColumns}
        data={whole(vouchers)}
        onPage={() => undefined}
        empty="No vouchers."
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
}

const b = createColumnHelper<Bill>();

export function CustomerBills({ bills, linked }: { bills: Bill[]; linked: boolean }) {
  const columns = [
    b.accessor('billRef', {
      header: 'Bill',
      cell: (info) =>
        linked ? (
          <Link to={`/bills/${info.row.original.id}`}>{info.getValue()}</Link>
        ) : (
          info.getValue()
        ),
    }),
    b.accessor('tranDate', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
    b.accessor('amount', {
      header: () => <span className="num">Amount</span>,
      cell: (info) => <span className="num">{formatAed(info.getValue())}</span>,
    }),
    b.accessor('pointsEarned', {
      header: () => <span className="num">Points</span>,
      cell: (info) => <span className="num">{formatPoints(info.getValue())}</span>,
    }),
    b.accessor('reversedAt', {
      header: 'State',
      cell: (info) => (info.getValue() ? 'Reversed' : 'Stands'),
    }),
  ];
  return (
    <section className="panel">
      <DataTable
        caption="Recent bills"
        columns={columns}
        data={whole(bills)}
        onPage={() => undefined}
        empty="No bills yet."
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
}
