import type { CustomerSummary } from '@loyalty/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { showFailure, useSchemaForm } from '../../lib/forms';
import { findAtTill } from './calls';
import { canScanHere, CodeScanner } from './code-scanner';

const lookupForm = z.object({
  lookup: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the card number, the mobile or the customer code.'),
      z.maxLength(100),
    ),
});

/** Finds the customer at the till by card, mobile or code, typed or scanned. */
export function FindCustomer({ onFound }: { onFound: (id: number) => void }) {
  const form = useSchemaForm(lookupForm, { lookup: '' });
  const [choices, setChoices] = useState<CustomerSummary[]>([]);
  const [scanning, setScanning] = useState(false);
  const find = useMutation({ mutationFn: findAtTill });

  const lookUp = async (text: string) => {
    setChoices([]);
    try {
      const found = await find.mutateAsync(text);
      if (found.length === 1 && found[0]) onFound(found[0].id);
      else if (found.length === 0)
        form.setError(
          'lookup',
          { type: 'server', message: 'No customer has that card number, mobile or code.' },
          { shouldFocus: true },
        );
      else setChoices(found);
    } catch (error) {
      showFailure(form, error, ['lookup'], 'The search failed. Please try again.');
    }
  };
  const submit = form.handleSubmit((values) => lookUp(values.lookup));

  return (
    <section className="panel" aria-labelledby="find-title">
      <h2 id="find-title">Find the customer</h2>
      <form className="form form--inline" noValidate onSubmit={submit} aria-labelledby="find-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <TextField
          form={form}
          name="lookup"
          label="Card number, mobile or customer code"
          autoComplete="off"
        />
        <SubmitButton busy={find.isPending} label="Find" busyLabel="Finding…" />
        {canScanHere() && (
          <button
            type="button"
            className="button button--quiet"
            aria-pressed={scanning}
            onClick={() => setScanning(!scanning)}
          >
            {scanning ? 'Stop the camera' : 'Scan a card'}
          </button>
        )}
      </form>
      {scanning && (
        <CodeScanner
          label="Camera, reading the customer's card"
          onCode={(code) => {
            setScanning(false);
            form.setValue('lookup', code);
            void lookUp(code);
          }}
        />
      )}
      {choices.length > 0 && (
        <>
          <p>More than one customer matches: choose one.</p>
          <ul className="choices">
            {choices.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => onFound(c.id)}
                >
                  {c.firstName} {c.lastName} · {c.custCode} · {c.mobile}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
