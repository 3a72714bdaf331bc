import type { VoucherBatch } from '@loyalty/contract/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type ListPage } from '../../components/data-table';
import { formatAed, formatDay } from '../../lib/format';
import { exportUrl } from './voucher-calls';

const column = createColumnHelper<VoucherBatch>();

/** What a batch is now: voided by staff, past its expiry, or still claimable. */
export function batchState(batch: VoucherBatch, now: Date): 'Voided' | 'Expired' | 'Active' {
  if (batch.voidedAt) return 'Voided';
  return new Date(batch.expiresAt).getTime() < now.getTime() ? 'Expired' : 'Active';
}

function columns(onVoid: (batch: VoucherBatch) => void, now: Date) {
  return [
    column.accessor('name', {
      header: 'Batch',
      cell: (info) => (
        <>
          <strong>{info.getValue() || `Batch ${info.row.original.id}`}</strong>
          <br />
          <span className="muted">
            Issued {formatDay(info.row.original.createdAt)} by {info.row.original.createdBy}
          </span>
        </>
      ),
    }),
    column.accessor('value', {
      header: () => <span className="num">Value</span>,
      cell: (info) => <span className="num">{formatAed(info.getValue())}</span>,
    }),
    column.accessor('expiresAt', { header: 'Expires', cell: (info) => formatDay(info.getValue()) }),
    column.display({
      id: 'counts',
      header: 'Issued · claimed · used · voided',
      cell: ({ row: { original: b } }) => (
        <span className="num">
          {b.issued} · {b.claimed} · {b.used} · {b.voided}
        </span>
      ),
    }),
    column.display({
      id: 'state',
      header: 'State',
      cell: ({ row }) => {
        const state = batchState(row.original, now);
        return <span className={`badge badge--${state.toLowerCase()}`}>{state}</span>;
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: b } }) => (
        <div className="row-actions">
          <a className="button button--quiet" href={exportUrl(b.id)} download>
            Export CSV<span className="visually-hidden"> of {b.name || `batch ${b.id}`}</span>
          </a>
          {batchState(b, now) === 'Active' && b.issued - b.claimed - b.voided > 0 && (
            <button type="button" className="button button--quiet" onClick={() => onVoid(b)}>
              Void<span className="visually-hidden"> {b.name || `batch ${b.id}`}</span>
            </button>
          )}
        </div>
      ),
    }),
  ] as ColumnDef<VoucherBatch, never>[];
}

/** The batches, a page at a time, with their export and void actions. */
export function BatchesTable({
  data,
  loading,
  onPage,
  onVoid,
}: {
  data: ListPage<VoucherBatch> | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  onVoid: (batch: VoucherBatch) => void;
}) {
  return (
    <DataTable<VoucherBatch>
      caption="Batches issued"
      columns={columns(onVoid, new Date())}
      data={data}
      loading={loading}
      onPage={onPage}
      empty="No batch has been issued yet."
      rowKey={(batch) => String(batch.id)}
    />
  );
}
