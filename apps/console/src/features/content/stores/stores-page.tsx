import type { AdminStore } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { failureText } from '../../../lib/failure-text';
import { removeStore, storesQuery } from '../content-calls';
import { StoreForm } from './store-form';

/** /content/stores: the stores the app lists; add, change or remove one. */
export function StoresPage() {
  const stores = useQuery(storesQuery);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminStore>();
  const [removing, setRemoving] = useState<AdminStore>();
  const [notice, setNotice] = useState('');
  const remove = useMutation({ mutationFn: removeStore });

  const confirmRemove = async () => {
    if (!removing || remove.isPending) return;
    try {
      await remove.mutateAsync(removing.id);
      await queryClient.invalidateQueries({ queryKey: ['stores'] });
      if (editing?.id === removing.id) setEditing(undefined);
      setNotice(`${removing.name} was removed.`);
      setRemoving(undefined);
    } catch {
      // The dialog shows why and stays open.
    }
  };

  return (
    <>
      <PageHeader title="Stores" />
      {notice && <Alert tone="ok">{notice}</Alert>}
      {stores.isError && (
        <Alert tone="error">{failureText(stores.error, 'The stores could not be loaded.')}</Alert>
      )}
      <div className="vouchers-layout">
        <StoreForm
          key={editing?.id ?? 'new'}
          store={editing}
          onSaved={(message) => {
            setEditing(undefined);
            setNotice(message);
          }}
          onCancel={() => setEditing(undefined)}
        />
        <ul className="store-list" aria-label="Stores" aria-busy={stores.isFetching}>
          {stores.data?.items.length === 0 && <li className="muted">No store yet.</li>}
          {stores.data?.items.map((store) => (
            <li key={store.id} className="panel">
              <p className="preview-card__title">{store.name}</p>
              <p className="muted">{[store.address, store.phone].filter(Boolean).join(' · ')}</p>
              <div className="row-actions">
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => setEditing(store)}
                >
                  Change<span className="visually-hidden"> {store.name}</span>
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    remove.reset();
                    setRemoving(store);
                  }}
                >
                  Remove<span className="visually-hidden"> {store.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing?.name ?? 'the store'}?`}
        confirmLabel="Remove"
        busy={remove.isPending}
        danger
        error={remove.isError ? failureText(remove.error, 'Removing failed.') : undefined}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(undefined)}
      >
        <p>The app no longer lists it.</p>
      </ConfirmDialog>
    </>
  );
}
