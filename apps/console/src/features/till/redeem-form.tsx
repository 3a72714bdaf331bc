import { type CustomerDetail, tillRedeemRequest } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { formatAed } from '../../lib/format';
import { redeemAtTill } from './calls';
import { canScanHere, CodeScanner } from './code-scanner';

const redeemForm = z.omit(tillRedeemRequest, { customerId: true });

/** A voucher of the customer's used at the till without a bill: typed or scanned, used once. */
export function RedeemForm({ customer }: { customer: CustomerDetail }) {
  const form = useSchemaForm(redeemForm, { voucherCode: '' });
  const [done, setDone] = useState<string | undefined>();
  const [scanning, setScanning] = useState(false);
  const client = useQueryClient();
  const redeem = useMutation({
    mutationFn: (code: string) => redeemAtTill({ customerId: customer.id, voucherCode: code }),
  });

  const send = async (code: string) => {
    if (redeem.isPending) return;
    setDone(undefined);
    try {
      const answer = await redeem.mutateAsync(code);
      form.reset({ voucherCode: '' });
      setDone(`Voucher ${answer.voucherCode} redeemed: ${formatAed(answer.value)}.`);
      await client.invalidateQueries({ queryKey: ['customers', customer.id] });
    } catch (error) {
      showFailure(form, error, ['voucherCode'], 'The voucher was not redeemed. Please try again.');
    }
  };
  const submit = form.handleSubmit((values) => send(values.voucherCode));

  return (
    <section className="panel" aria-labelledby="redeem-title">
      <h2 id="redeem-title">Redeem a voucher</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="redeem-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {done && <Alert tone="ok">{done}</Alert>}
        <TextField form={form} name="voucherCode" label="Voucher code" autoComplete="off" />
        <div className="page-header__actions">
          <SubmitButton busy={redeem.isPending} label="Redeem" busyLabel="Redeeming…" />
          {canScanHere() && (
            <button
              type="button"
              className="button button--quiet"
              aria-pressed={scanning}
              onClick={() => setScanning(!scanning)}
            >
              {scanning ? 'Stop the camera' : 'Scan a voucher'}
            </button>
          )}
        </div>
      </form>
      {scanning && (
        <CodeScanner
          label="Camera, reading the voucher"
          onCode={(code) => {
            setScanning(false);
            form.setValue('voucherCode', code);
            void send(code);
          }}
        />
      )}
    </section>
  );
}
