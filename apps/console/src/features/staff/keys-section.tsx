import { tillKeyCreateRequest } from '@loyalty/contract/admin';
import type { TillKeyInfo } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { failureText } from '../../lib/failure-text';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { NewKey } from './new-key';
import { createKey, keysQuery, revokeKey, when } from './staff-calls';

/** The tills' API keys: a new one is shown once, a revoked one is refused from its next call. */
export function KeysSection({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const queryClient = useQueryClient();
  const keys = useQuery(keysQuery);
  const form = useSchemaForm(tillKeyCreateRequest, { name: '' });
  const [created, setCreated] = useState<{ name: string; secret: string }>();
  const [revoking, setRevoking] = useState<TillKeyInfo>();
  const create = useMutation({ mutationFn: createKey });
  const revoke = useMutation({
    mutationFn: revokeKey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keysQuery.queryKey });
      setRevoking(undefined);
    },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const submit = form.handleSubmit(async ({ name }) => {
    if (create.isPending) return;
    try {
      const key = await create.mutateAsync(name);
      form.reset();
      setCreated({ name: key.name, secret: key.key });
      await queryClient.invalidateQueries({ queryKey: keysQuery.queryKey });
    } catch (error) {
      showFailure(form, error, ['name'], 'The key was not created.');
    }
  });
  const column = createColumnHelper<TillKeyInfo>();
  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('createdAt', { header: 'Created', cell: (c) => when(c.getValue()) }),
    column.accessor('lastUsedAt', { header: 'Last used', cell: (c) => when(c.getValue()) }),
    column.display({
      id: 'state',
      header: 'State',
      cell: (c) => {
        const key = c.row.original;
        if (key.revokedAt) return `Revoked ${when(key.revokedAt)}`;
        return (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              revoke.reset();
              setRevoking(key);
            }}
            aria-label={`Revoke ${key.name}`}
          >
            Revoke
          </button>
        );
      },
    }),
  ];
  const items = keys.data?.items ?? [];
  return (
    <section className="settings-section" aria-labelledby="keys-title">
      <h2 id="keys-title">Till keys</h2>
      {created && <NewKey {...created} onDone={() => setCreated(undefined)} />}
      <form className="form key-form" noValidate onSubmit={submit} aria-labelledby="keys-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <TextField
          form={form}
          name="name"
          label="New key's name"
          hint="The till or shop it is for, such as Front till."
          autoComplete="off"
        />
        <SubmitButton busy={create.isPending} label="Create a key" busyLabel="Creating…" />
      </form>
      <DataTable<TillKeyInfo>
        caption="Keys"
        columns={columns}
        data={keys.data && { items, page: 1, size: Math.max(1, items.length), total: items.length }}
        loading={keys.isFetching}
        onPage={() => undefined}
        empty="No till key yet."
        rowKey={(k) => String(k.id)}
      />
      <ConfirmDialog
        open={revoking !== undefined}
        title={`Revoke ${revoking?.name ?? ''}?`}
        confirmLabel="Revoke"
        busyLabel="Revoking…"
        busy={revoke.isPending}
        danger
        error={revoke.error ? failureText(revoke.error, 'The key was not revoked.') : undefined}
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        <p>The till using it is refused from its next call. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
