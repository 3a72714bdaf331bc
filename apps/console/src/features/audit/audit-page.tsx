import type { AuditEntryView } from '@loyalty/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Alert } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { useListParams } from '../../lib/list-params';
import { meQuery } from '../../lib/me';
import { auditQuery, changeLines } from './audit-calls';
import { AuditFilters } from './audit-filters';

const KEYS = ['staff', 'action', 'customer', 'from', 'to'] as const;

const stamp = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** Who changed what and when, newest first, filtered and paged by the server. */
export function AuditPage() {
  const { page, filters, setPage, setFilter } = useListParams(KEYS);
  const me = useQuery(meQuery).data;
  const log = useQuery(auditQuery(page, filters));
  const chosen = log.data?.items.find(
    (e) => e.actor.kind === 'staff' && String(e.actor.id) === filters.staff,
  );
  const column = createColumnHelper<AuditEntryView>();
  const columns = [
    column.accessor('at', { header: 'When', cell: (c) => stamp(c.getValue()) }),
    column.accessor('actor', {
      header: 'Who',
      cell: (c) => {
        const actor = c.getValue();
        const label = `${actor.name} (${actor.role})`;
        if (actor.kind !== 'staff' || actor.id === null || filters.staff === String(actor.id))
          return label;
        return (
          <button
            type="button"
            className="link-button"
            onClick={() => setFilter('staff', String(actor.id))}
            aria-label={`Show only the entries of ${actor.name}`}
          >
            {label}
          </button>
        );
      },
    }),
    column.accessor('action', { header: 'Action', cell: (c) => <code>{c.getValue()}</code> }),
    column.display({
      id: 'entity',
      header: 'On',
      cell: (c) => `${c.row.original.entity} ${c.row.original.entityId}`,
    }),
    column.accessor('customerId', {
      header: 'Customer',
      cell: (c) => c.getValue() ?? '—',
    }),
    column.display({
      id: 'change',
      header: 'Change',
      cell: (c) => (
        <ul className="changes">
          {changeLines(c.row.original.before, c.row.original.after).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    }),
  ];
  return (
    <>
      <PageHeader title="Audit log" />
      <AuditFilters
        filters={filters}
        canListStaff={me?.role === 'owner'}
        staffName={chosen?.actor.name}
        onFilter={setFilter}
      />
      {log.isError && (
        <Alert tone="error">
          {failureText(log.error, 'The audit log could not be loaded. Please try again.')}
        </Alert>
      )}
      <DataTable<AuditEntryView>
        caption="Audit log"
        columns={columns}
        data={log.data}
        loading={log.isFetching}
        onPage={setPage}
        empty="No entry matches these filters."
        rowKey={(entry) => String(entry.id)}
      />
    </>
  );
}
