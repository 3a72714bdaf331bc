import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** One page of a server-paged list, as the admin list calls answer it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

interface DataTableProps<T> {
  /** Names the table for assistive technology (shown above it). */
  caption: string;
  columns: ColumnDef<T, never>[];
  /** The page on screen; undefined while the first page loads. */
  data: ListPage<T> | undefined;
  /** Another page is on its way (the old one stays until it arrives). */
  loading?: boolean;
  onPage: (page: number) => void;
  /** What an empty list says. */
  empty: ReactNode;
  rowKey: (row: T) => string;
}

/**
 * The console's list: TanStack Table's model over a page the server chose, so paging (and any
 * filter) is the server's work and the browser holds one page at a time.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  loading = false,
  onPage,
  empty,
  rowKey,
}: DataTableProps<T>) {
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  // eslint-disable-next-line react-hooks/incompatible-library -- rebuilt each render, nothing memoised
  const table = useReactTable<T>({
    data: data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    pageCount,
  });
  const rows = table.getRowModel().rows;
  return (
    <div className="data-table" aria-busy={loading || !data}>
      <table>
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!data && <p className="muted">Loading…</p>}
      {data && rows.length === 0 && <p className="data-table__empty">{empty}</p>}
      {data && data.total > data.size && (
        <Pager page={data.page} pageCount={pageCount} total={data.total} onPage={onPage} />
      )}
    </div>
  );
}

function Pager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="button button--quiet"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pageCount} · {total.toLocaleString('en')} in all
      </span>
      <button
        type="button"
        className="button button--quiet"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
