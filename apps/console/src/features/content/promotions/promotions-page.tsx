import type { AdminPromotion } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { failureText } from '../../../lib/failure-text';
import { formatDay } from '../../../lib/format';
import { endPromotion, fileUrl, promotionsQuery } from './promotion-calls';
import { isoToday, promotionState } from './promotion-state';

const column = createColumnHelper<AdminPromotion>();

function columns(today: string, onEnd: (p: AdminPromotion) => void) {
  return [
    column.accessor('image', {
      header: 'Picture',
      cell: (info) =>
        info.getValue() ? (
          <img className="thumb" src={fileUrl(info.getValue())} alt="" width={96} height={54} />
        ) : (
          <span className="muted">None</span>
        ),
    }),
    column.accessor('title', {
      header: 'Promotion',
      cell: ({ row: { original: p } }) => (
        <>
          <Link to={`/content/promotions/${p.id}`}>{p.title}</Link>
          <br />
          <span className="muted">{p.code}</span>
        </>
      ),
    }),
    column.display({
      id: 'days',
      header: 'Runs',
      cell: ({ row: { original: p } }) => `${formatDay(p.from)} – ${formatDay(p.to)}`,
    }),
    column.display({
      id: 'state',
      header: 'State',
      cell: ({ row: { original: p } }) => {
        const state = promotionState(p, today);
        return (
          <>
            <span className={`badge badge--${state.toLowerCase()}`}>{state}</span>
            {p.hidden && state !== 'Ended' && <span className="badge badge--hidden">Hidden</span>}
          </>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: p } }) => (
        <div className="row-actions">
          <Link className="button button--quiet" to={`/content/promotions/${p.id}`}>
            Edit<span className="visually-hidden"> {p.title}</span>
          </Link>
          {promotionState(p, today) !== 'Ended' && (
            <button type="button" className="button button--quiet" onClick={() => onEnd(p)}>
              End<span className="visually-hidden"> {p.title}</span>
            </button>
          )}
        </div>
      ),
    }),
  ] as ColumnDef<AdminPromotion, never>[];
}

/** /content/promotions: every promotion with where it stands; add, edit or end one. */
export function PromotionsPage() {
  const list = useQuery(promotionsQuery);
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<AdminPromotion>();
  const [notice, setNotice] = useState<string>();
  const end = useMutation({ mutationFn: endPromotion });
  const items = list.data?.items;

  const confirmEnd = async () => {
    if (!ending || end.isPending) return;
    try {
      const ended = await end.mutateAsync(ending.id);
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
      setEnding(undefined);
      setNotice(`${ended.title} has ended: customers no longer see it.`);
    } catch {
      // The dialog shows why and stays open.
    }
  };

  return (
    <>
      <PageHeader title="Promotions">
        <Link className="button button--primary" to="/content/promotions/new">
          Add a promotion
        </Link>
      </PageHeader>
      {notice && <Alert tone="ok">{notice}</Alert>}
      {list.isError && (
        <Alert tone="error">
          {failureText(list.error, 'The promotions could not be loaded. Please try again.')}
        </Alert>
      )}
      <DataTable<AdminPromotion>
        caption="Promotions, newest first"
        columns={columns(isoToday(), (p) => {
          end.reset();
          setEnding(p);
        })}
        data={items && { items, page: 1, size: Math.max(1, items.length), total: items.length }}
        loading={list.isFetching}
        onPage={() => undefined}
        empty="No promotion yet."
        rowKey={(p) => String(p.id)}
      />
      <ConfirmDialog
        open={ending !== undefined}
        title={`End ${ending?.title ?? 'the promotion'}?`}
        confirmLabel="End now"
        busyLabel="Ending…"
        busy={end.isPending}
        danger
        error={end.isError ? failureText(end.error, 'Ending failed.') : undefined}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(undefined)}
      >
        <p>Customers stop seeing it at once, and it is no longer valid after today.</p>
      </ConfirmDialog>
    </>
  );
}
