import { type CustomerDetail, MAX_ADJUST_POINTS, reason } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LeaveGuard } from '../../components/leave-guard';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { AdminApiError } from '../../lib/api';
import { failureText } from '../../lib/failure-text';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { formatChange, formatPoints } from '../../lib/format';
import { adjustPoints } from './calls';

/** The points as typed: a whole number, + or −, not 0, within what one adjustment may move. */
export const pointsText = z.string().check(
  z.trim(),
  z.regex(/^[+-]?\d{1,8}$/, 'Give a whole number of points, like 50 or -20.'),
  z.refine((text) => Number(text) !== 0, 'The adjustment must not be 0.'),
  z.refine(
    (text) => Math.abs(Number(text)) <= MAX_ADJUST_POINTS,
    `One adjustment moves at most ${formatPoints(MAX_ADJUST_POINTS)} points.`,
  ),
);

const adjustForm = z.object({ points: pointsText, reason });
type AdjustForm = z.infer<typeof adjustForm>;
const FIELDS = ['points', 'reason'] as const;

interface Pending {
  points: number;
  reason: string;
  key: string;
}

/** A correction of the balance with its reason, confirmed with the balance it leaves. */
export function AdjustPoints({ customer }: { customer: CustomerDetail }) {
  const form = useSchemaForm(adjustForm, { points: '', reason: '' });
  const [pending, setPending] = useState<Pending | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const client = useQueryClient();
  const call = useMutation({
    mutationFn: (p: Pending) => adjustPoints(customer.id, p.points, p.reason, p.key),
    onSuccess: async (answer) => {
      setPending(undefined);
      form.reset({ points: '', reason: '' });
      setDone(`Points adjusted: the balance is now ${formatPoints(answer.balance)}.`);
      await client.invalidateQueries({ queryKey: ['customers', customer.id] });
    },
    onError: (error) => {
      // A refusal of a field goes back to the form, where it can be corrected.
      if (error instanceof AdminApiError && Object.keys(error.fields).length > 0) {
        setPending(undefined);
        showFailure(form, error, FIELDS, 'The adjustment failed.');
      }
    },
  });

  const review = form.handleSubmit((values: AdjustForm) => {
    setDone(undefined);
    call.reset();
    setPending({
      points: Number(values.points),
      reason: values.reason.trim(),
      key: crypto.randomUUID(),
    });
  });

  const after = pending ? customer.balance + pending.points : customer.balance;
  return (
    <section className="panel" aria-labelledby="adjust-title">
      <h2 id="adjust-title">Adjust points</h2>
      <LeaveGuard when={form.formState.isDirty && !call.isPending} />
      <form
        className="form form--inline"
        noValidate
        onSubmit={review}
        aria-labelledby="adjust-title"
      >
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {done && <Alert tone="ok">{done}</Alert>}
        <TextField
          form={form}
          name="points"
          label="Points"
          inputMode="numeric"
          hint="A negative number takes points away."
          autoComplete="off"
        />
        <TextField form={form} name="reason" label="Reason" autoComplete="off" maxLength={200} />
        <SubmitButton busy={call.isPending} label="Review adjustment" busyLabel="Adjusting…" />
      </form>
      <ConfirmDialog
        open={pending !== undefined}
        title="Adjust points?"
        confirmLabel="Adjust points"
        busyLabel="Adjusting…"
        busy={call.isPending}
        danger={after < 0}
        error={call.isError ? failureText(call.error, 'The adjustment failed.') : undefined}
        onConfirm={() => pending && call.mutate(pending)}
        onCancel={() => setPending(undefined)}
      >
        <p>
          {formatChange(pending?.points ?? 0)} points for “{pending?.reason}”.
        </p>
        <p>
          Balance now {formatPoints(customer.balance)}; after this adjustment{' '}
          <strong data-testid="new-balance">{formatPoints(after)}</strong>.
        </p>
      </ConfirmDialog>
    </section>
  );
}
