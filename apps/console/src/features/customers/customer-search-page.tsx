import type { CustomerSummary } from '@loyalty/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { formatPoints } from '../../lib/format';
import { useDebounced, useListParams } from '../../lib/list-params';
import { searchQuery } from './calls';

const column = createColumnHelper<CustomerSummary>();

/** A customer's name, or what stands for it once erased. */
export const nameOf = (c: Pick<CustomerSummary, 'firstName' | 'lastName' | 'erased'>) =>
  c.erased ? 'Erased customer' : `${c.firstName} ${c.lastName}`.trim() || '(no name)';

const columns = [
  column.accessor((c) => nameOf(c), {
    id: 'name',
    header: 'Name',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
  }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('mobile', { header: 'Mobile' }),
  column.accessor('cardNo', { header: 'Card' }),
  column.accessor('custCode', { header: 'Code' }),
  column.accessor('cardType', { header: 'Tier' }),
  column.accessor('balance', {
    header: () => <span className="num">Points</span>,
    cell: (info) => <span className="num">{formatPoints(info.getValue())}</span>,
  }),
  column.accessor((c) => (c.erased ? 'Erased' : c.blocked ? 'Blocked' : 'Active'), {
    id: 'state',
    header: 'State',
  }),
];

/** Customers of the programme, searched as the name, e-mail, mobile, card or code is typed. */
export function CustomerSearchPage() {
  const { page, filters, setPage, setFilter } = useListParams(['q']);
  const [typed, setTyped] = useState(filters.q);
  const q = useDebounced(typed.trim(), 300);
  const searchId = useId();
  const sent = useRef(q);
  // The settled text goes to the address (a new search starts at page 1).
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setFilter('q', q);
  });
  const list = useQuery(searchQuery(filters.q, page));
  return (
    <>
      <PageHeader title="Customers" />
      <form role="search" className="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="field__label">
          Search customers
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          value={typed}
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id={`${searchId}-hint`} className="field__hint">
          The start of a name, e-mail, mobile, card number or customer code.
        </p>
      </form>
      {list.isError && (
        <Alert tone="error">{failureText(list.error, 'The customers could not be loaded.')}</Alert>
      )}
      <DataTable
        caption={filters.q ? `Customers matching “${filters.q}”` : 'All customers'}
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        onPage={setPage}
        empty={filters.q ? 'No customer matches this search.' : 'No customers yet.'}
        rowKey={(c) => String(c.id)}
      />
    </>
  );
}
