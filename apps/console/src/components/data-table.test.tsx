import { createColumnHelper } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

interface Row {
  code: string;
  name: string;
}
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('code', { header: 'Code' }),
  column.accessor('name', { header: 'Name' }),
];

describe('DataTable', () => {
  it('shows the page the server chose and asks it for the next', async () => {
    const onPage = vi.fn();
    render(
      <DataTable<Row>
        caption="Customers"
        columns={columns}
        data={{ items: [{ code: 'C1', name: 'Amal' }], page: 1, size: 1, total: 3 }}
        onPage={onPage}
        empty="None"
        rowKey={(row) => row.code}
      />,
    );
    expect(screen.getByRole('table', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Amal' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 · 3 in all')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says when the list is empty and offers no pages', () => {
    render(
      <DataTable<Row>
        caption="Customers"
        columns={columns}
        data={{ items: [], page: 1, size: 50, total: 0 }}
        onPage={() => undefined}
        empty="No customer matches."
        rowKey={(row) => row.code}
      />,
    );
    expect(screen.getByText('No customer matches.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
