import type { CustomerDetail } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { ReasonDialog } from '../../components/reason-dialog';
import { failureText } from '../../lib/failure-text';
import { changeStanding, exportCustomer, type StandingAction } from './calls';
import { downloadJson } from './download';

const WORDING: Record<
  StandingAction,
  { title: string; label: string; busy: string; text: string }
> = {
  block: {
    title: 'Block this customer?',
    label: 'Block',
    busy: 'Blocking…',
    text: 'They are signed out everywhere and cannot sign in until unblocked.',
  },
  unblock: {
    title: 'Unblock this customer?',
    label: 'Unblock',
    busy: 'Unblocking…',
    text: 'They can sign in again.',
  },
  erase: {
    title: 'Erase this customer?',
    label: 'Erase',
    busy: 'Erasing…',
    text: 'Their personal data is removed for good; the ledger stays, anonymised. This cannot be undone.',
  },
};

/** Export, block or unblock (owner and manager), erase (owner): each as the API allows the role. */
export function CustomerActions({ customer, owner }: { customer: CustomerDetail; owner: boolean }) {
  const [action, setAction] = useState<StandingAction | undefined>();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: ({ act, reason }: { act: StandingAction; reason: string }) =>
      changeStanding(customer.id, act, reason),
    onSuccess: async () => {
      setAction(undefined);
      await client.invalidateQueries({ queryKey: ['customers'] });
    },
  });
  const download = useMutation({
    mutationFn: () => exportCustomer(customer.id),
    onSuccess: (data) => downloadJson(`customer-${customer.id}.json`, data),
  });
  const wording = action ? WORDING[action] : WORDING.block;
  return (
    <>
      {download.isError && (
        <Alert tone="error">{failureText(download.error, 'The export failed.')}</Alert>
      )}
      <button
        type="button"
        className="button button--quiet"
        aria-disabled={download.isPending}
        onClick={() => !download.isPending && download.mutate()}
      >
        {download.isPending ? 'Exporting…' : 'Export data'}
      </button>
      {!customer.erased && (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            change.reset();
            setAction(customer.blocked ? 'unblock' : 'block');
          }}
        >
          {customer.blocked ? 'Unblock' : 'Block'}
        </button>
      )}
      {owner && !customer.erased && (
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            change.reset();
            setAction('erase');
          }}
        >
          Erase
        </button>
      )}
      <ReasonDialog
        open={action !== undefined}
        title={wording.title}
        confirmLabel={wording.label}
        busyLabel={wording.busy}
        busy={change.isPending}
        danger={action !== 'unblock'}
        {...(action === 'erase' ? { typedConfirmation: customer.custCode } : {})}
        error={change.isError ? failureText(change.error, 'The change failed.') : undefined}
        onConfirm={(reason) => action && change.mutate({ act: action, reason })}
        onCancel={() => setAction(undefined)}
      >
        <p>{wording.text}</p>
      </ReasonDialog>
    </>
  );
}
