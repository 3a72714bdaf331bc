import { staffRoles } from '@loyalty/contract/admin';
import type { StaffMember, StaffRole } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { failureText } from '../../lib/failure-text';
import { useListParams } from '../../lib/list-params';
import { meQuery } from '../../lib/me';
import { ROLE_NAMES } from '../../lib/navigation';
import { staffListQuery, updateStaff, when } from './staff-calls';

type Change = { kind: 'role' | 'active'; member: StaffMember };

const status = (m: StaffMember) => (!m.active ? 'Deactivated' : m.invited ? 'Invited' : 'Active');

/** The programme's staff, a page at a time, each with a change of role and (de)activation. */
export function StaffList() {
  const { page, setPage } = useListParams([]);
  const list = useQuery(staffListQuery(page));
  const me = useQuery(meQuery).data;
  const [change, setChange] = useState<Change>();
  const column = createColumnHelper<StaffMember>();
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: (c) => (c.row.original.id === me?.id ? `${c.getValue()} (you)` : c.getValue()),
    }),
    column.accessor('email', { header: 'E-mail' }),
    column.accessor('role', { header: 'Role', cell: (c) => ROLE_NAMES[c.getValue()] }),
    column.display({ id: 'status', header: 'Status', cell: (c) => status(c.row.original) }),
    column.accessor('lastSignInAt', { header: 'Last sign-in', cell: (c) => when(c.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => {
        const member = c.row.original;
        if (member.id === me?.id) return null;
        return (
          <div className="row-actions">
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setChange({ kind: 'role', member })}
              aria-label={`Change the role of ${member.name}`}
            >
              Change role
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setChange({ kind: 'active', member })}
              aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
            >
              {member.active ? 'Deactivate' : 'Reactivate'}
            </button>
          </div>
        );
      },
    }),
  ];
  return (
    <section aria-labelledby="staff-title">
      <h2 id="staff-title" className="visually-hidden">
        Members
      </h2>
      <DataTable<StaffMember>
        caption="Staff"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        onPage={setPage}
        empty="No staff yet."
        rowKey={(m) => String(m.id)}
      />
      {list.isError && (
        <p className="field__error" role="alert">
          {failureText(list.error, 'The staff could not be loaded. Please reload.')}
        </p>
      )}
      <ChangeDialog change={change} onDone={() => setChange(undefined)} />
    </section>
  );
}

function ChangeDialog({ change, onDone }: { change: Change | undefined; onDone: () => void }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const [role, setRole] = useState<StaffRole>('cashier');
  const [shownFor, setShownFor] = useState<Change>();
  const call = useMutation({
    mutationFn: updateStaff,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      onDone();
    },
  });
  // A new question starts from the member's own role and forgets the last failure.
  if (change !== shownFor) {
    setShownFor(change);
    if (change) setRole(change.member.role);
    call.reset();
  }
  const member = change?.member;
  const error = call.error ? failureText(call.error, 'The change was not saved.') : undefined;
  const isRole = change?.kind === 'role';
  const deactivating = change?.kind === 'active' && member?.active;
  return (
    <ConfirmDialog
      open={change !== undefined}
      title={
        isRole
          ? `Change the role of ${member?.name ?? ''}`
          : `${deactivating ? 'Deactivate' : 'Reactivate'} ${member?.name ?? ''}?`
      }
      confirmLabel={isRole ? 'Change role' : deactivating ? 'Deactivate' : 'Reactivate'}
      busyLabel="Saving…"
      busy={call.isPending}
      danger={Boolean(deactivating)}
      error={error}
      onCancel={onDone}
      onConfirm={() => {
        if (!member) return;
        call.mutate(isRole ? { id: member.id, role } : { id: member.id, active: !member.active });
      }}
    >
      {isRole ? (
        <div className="field">
          <label htmlFor={selectId} className="field__label">
            New role
          </label>
          <select
            id={selectId}
            className="field__input"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
        </div>
      ) : deactivating ? (
        <p>They are signed out at once and can no longer sign in. You can reactivate them later.</p>
      ) : (
        <p>They can sign in again with their password.</p>
      )}
    </ConfirmDialog>
  );
}
