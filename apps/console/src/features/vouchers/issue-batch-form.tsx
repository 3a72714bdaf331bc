import type { VoucherBatch } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { FormAlert } from '../../components/alert';
import { LeaveGuard } from '../../components/leave-guard';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { EMPTY_ISSUE_FORM, issueFormSchema, type IssueFormValues } from './issue-form';
import { issueBatch } from './voucher-calls';

const FIELDS = ['count', 'value', 'validDays', 'name'] as const;

/** Issues a batch of claim codes; the new batch is announced and heads the list. */
export function IssueBatchForm({ onIssued }: { onIssued: (batch: VoucherBatch) => void }) {
  const form = useSchemaForm<IssueFormValues>(issueFormSchema, EMPTY_ISSUE_FORM);
  const queryClient = useQueryClient();
  const call = useMutation({ mutationFn: issueBatch });

  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    try {
      const issued = await call.mutateAsync(z.parse(issueFormSchema, values));
      form.reset(EMPTY_ISSUE_FORM);
      await queryClient.invalidateQueries({ queryKey: ['voucher-batches'] });
      onIssued(issued.batch);
    } catch (error) {
      showFailure(form, error, FIELDS, 'The batch could not be issued. Please try again.');
    }
  });

  return (
    <>
      <LeaveGuard when={form.formState.isDirty && !call.isPending} />
      <form className="form issue-form" noValidate onSubmit={submit} aria-labelledby="issue-title">
        <h2 id="issue-title">Issue a batch</h2>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div className="form-row">
          <TextField form={form} name="count" label="Codes" inputMode="numeric" hint="1 to 1000" />
          <TextField form={form} name="value" label="Value (AED)" inputMode="decimal" />
          <TextField form={form} name="validDays" label="Valid for (days)" inputMode="numeric" />
        </div>
        <TextField
          form={form}
          name="name"
          label="Name (optional)"
          hint="Shown in this list only, such as the campaign it is for."
          maxLength={100}
        />
        <div>
          <SubmitButton busy={call.isPending} label="Issue codes" busyLabel="Issuing…" />
        </div>
      </form>
    </>
  );
}
