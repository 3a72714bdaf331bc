import { type CustomerDetail, tillBillRequest } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { LeaveGuard } from '../../components/leave-guard';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { formatChange, formatPoints } from '../../lib/format';
import { postTillBill } from './calls';

const billForm = z.omit(tillBillRequest, { customerId: true });
const FIELDS = ['billRef', 'amount', 'voucherCode'] as const;
const EMPTY = { billRef: '', amount: '', voucherCode: '' };

/** A bill for the customer at the till: its points are earned at once, a voucher used with it. */
export function PostBillForm({ customer }: { customer: CustomerDetail }) {
  const form = useSchemaForm(billForm, EMPTY);
  // One key per bill: a retry after a lost answer is not posted twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | undefined>();
  const client = useQueryClient();
  const post = useMutation({
    mutationFn: (values: z.infer<typeof billForm>) =>
      postTillBill({ ...values, customerId: customer.id }, key),
  });

  const submit = form.handleSubmit(async (values) => {
    if (post.isPending) return;
    setDone(undefined);
    try {
      const answer = await post.mutateAsync(values);
      setKey(crypto.randomUUID());
      form.reset(EMPTY);
      const voucher = answer.voucherRedeemed ? `, voucher ${answer.voucherRedeemed.code} used` : '';
      setDone(
        `Bill ${answer.billRef} posted: ${formatChange(answer.pointsEarned)} points${voucher}. ` +
          `Balance now ${formatPoints(answer.balance)}.`,
      );
      await client.invalidateQueries({ queryKey: ['customers', customer.id] });
    } catch (error) {
      showFailure(form, error, FIELDS, 'The bill was not posted. Please try again.');
    }
  });

  return (
    <section className="panel" aria-labelledby="bill-title">
      <h2 id="bill-title">Post a bill</h2>
      <LeaveGuard when={form.formState.isDirty && !post.isPending} />
      <form className="form" noValidate onSubmit={submit} aria-labelledby="bill-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {done && <Alert tone="ok">{done}</Alert>}
        <TextField form={form} name="billRef" label="Bill reference" autoComplete="off" />
        <TextField
          form={form}
          name="amount"
          label="Amount paid (AED)"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          form={form}
          name="voucherCode"
          label="Voucher used (optional)"
          hint="The code of one of the customer's vouchers, taken off this bill."
          autoComplete="off"
        />
        <SubmitButton busy={post.isPending} label="Post bill" busyLabel="Posting…" />
      </form>
    </section>
  );
}
