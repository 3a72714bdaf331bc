import type { BillSummary } from '@loyalty/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { failureText } from '../../lib/failure-text';
import { formatAed, formatPoints, formatWhen } from '../../lib/format';
import { useDebounced, useListParams } from '../../lib/list-params';
import { billsQuery, type BillFilters } from './calls';

const KEYS = ['q', 'custCode', 'from', 'to'] as const;

const column = createColumnHelper<BillSummary>();
const columns = [
  column.accessor('billRef', {
    header: 'Bill',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
  }),
  column.accessor('tranDate', { header: 'When', cell: (info) => formatWhen(info.getValue()) }),
  column.accessor('custCode', { header: 'Customer' }),
  column.accessor('amount', {
    header: () => <span className="num">Amount</span>,
    cell: (info) => <span className="num">{formatAed(info.getValue())}</span>,
  }),
  column.accessor('pointsEarned', {
    header: () => <span className="num">Points</span>,
    cell: (info) => <span className="num">{formatPoints(info.getValue())}</span>,
  }),
  column.accessor('reversedAt', {
    header: 'State',
    cell: (info) => (info.getValue() ? 'Reversed' : 'Stands'),
  }),
];

/** Bills by reference, customer code and dates, newest first, paged on the server. */
export function BillSearchPage() {
  const { page, filters, setPage, setFilter } = useListParams(KEYS);
  const [typed, setTyped] = useState<BillFilters>(filters);
  const settled = useDebounced(typed, 300);
  const sent = useRef(settled);
  const id = useId();
  useEffect(() => {
    if (settled === sent.current) return;
    for (const key of KEYS)
      if (settled[key].trim() !== sent.current[key].trim()) setFilter(key, settled[key].trim());
    sent.current = settled;
  });
  const list = useQuery(billsQuery(filters, page));
  const field = (key: (typeof KEYS)[number], label: string, type = 'search') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        className="field__input"
        value={typed[key]}
        autoComplete="off"
        onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <>
      <PageHeader title="Bills" />
      <form role="search" className="filters" onSubmit={(event) => event.preventDefault()}>
        {field('q', 'Bill reference starts with')}
        {field('custCode', 'Customer code')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
      </form>
      {list.isError && (
        <Alert tone="error">{failureText(list.error, 'The bills could not be loaded.')}</Alert>
      )}
      <DataTable
        caption="Bills, newest first"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        onPage={setPage}
        empty="No bill matches these filters."
        rowKey={(b) => String(b.id)}
      />
    </>
  );
}
