import type { ledgerLine } from '@loyalty/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type * as z from 'zod/mini';
import { Alert } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { failureText } from '../../lib/failure-text';
import { formatChange, formatPoints, formatWhen } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { ledgerQuery } from './calls';

type Line = z.infer<typeof ledgerLine>;

const KINDS: Record<Line['kind'], string> = {
  earn: 'Earned',
  redeem: 'Redeemed',
  send: 'Sent',
  receive: 'Received',
  expire: 'Expired',
  adjust: 'Adjusted',
};

const l = createColumnHelper<Line>();
const columns = [
  l.accessor('createdAt', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
  l.accessor('kind', { header: 'What', cell: (info) => KINDS[info.getValue()] }),
  l.accessor('reference', { header: 'Reference', cell: (info) => info.getValue() ?? '' }),
  l.accessor('points', {
    header: () => <span className="num">Points</span>,
    cell: (info) => <span className="num">{formatChange(info.getValue())}</span>,
  }),
  l.accessor('balanceAfter', {
    header: () => <span className="num">Balance after</span>,
    cell: (info) => <span className="num">{formatPoints(info.getValue())}</span>,
  }),
];

/** The customer's ledger, newest first, with the balance after each entry; paged in the address. */
export function CustomerLedger({ customerId }: { customerId: number }) {
  const { page, setPage } = useListParams([]);
  const ledger = useQuery(ledgerQuery(customerId, page));
  return (
    <section className="panel">
      {ledger.isError && (
        <Alert tone="error">{failureText(ledger.error, 'The ledger could not be loaded.')}</Alert>
      )}
      <DataTable
        caption="Ledger"
        columns={columns}
        data={ledger.data}
        loading={ledger.isFetching}
        onPage={setPage}
        empty="No points have moved yet."
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
}
