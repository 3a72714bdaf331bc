import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../../components/alert';
import { FileField } from '../../../components/file-field';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { failureText } from '../../../lib/failure-text';
import { formatWhen } from '../../../lib/format';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { brochureQuery, uploadBrochure } from '../content-calls';

const brochureForm = z.object({
  brochure: z.custom<FileList>(
    (v) => typeof v === 'object' && v !== null && (v as FileList).length > 0,
    'Choose a PDF for the brochure.',
  ),
});
type BrochureForm = z.input<typeof brochureForm>;

/** /content/brochure: the PDF the app's menu offers for download; a new one replaces it. */
export function BrochurePage() {
  const [stored, setStored] = useState('');
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader title="Brochure" />
      {stored && <Alert tone="ok">The new brochure is in the app.</Alert>}
      <CurrentBrochure />
      {/* A fresh form after each upload: a file input cannot be emptied back to clean. */}
      <BrochureUpload
        key={stored}
        onStored={(file) => {
          setStored(file);
          void queryClient.invalidateQueries({ queryKey: brochureQuery.queryKey });
        }}
      />
    </>
  );
}

/** What customers download now, so staff see it before replacing it. */
function CurrentBrochure() {
  const current = useQuery(brochureQuery);
  let body;
  if (current.isError)
    body = (
      <Alert tone="error">
        {failureText(current.error, 'The current brochure could not be loaded. Please reload.')}
      </Alert>
    );
  else if (!current.data) body = <p className="muted">Loading…</p>;
  else if (current.data.file === '')
    body = <p>There is no brochure yet: the app’s menu offers none.</p>;
  else
    body = (
      <p>
        <a href={`/files/${current.data.file}`} target="_blank" rel="noreferrer">
          Open the current brochure (PDF)
        </a>
        {current.data.updatedAt && (
          <span className="muted"> · uploaded {formatWhen(current.data.updatedAt)}</span>
        )}
      </p>
    );
  return (
    <section className="panel narrow brochure-now" aria-labelledby="current-brochure">
      <h2 id="current-brochure">What customers download now</h2>
      {body}
    </section>
  );
}

function BrochureUpload({ onStored }: { onStored: (file: string) => void }) {
  const form = useSchemaForm<BrochureForm>(brochureForm, {});
  const call = useMutation({ mutationFn: uploadBrochure });

  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    const body = new FormData();
    const file = values.brochure[0];
    if (file) body.set('brochure', file);
    try {
      const answer = await call.mutateAsync(body);
      onStored(answer.file);
    } catch (error) {
      showFailure(form, error, ['brochure'], 'The brochure was not uploaded.');
    }
  });

  return (
    <>
      <LeaveGuard when={form.formState.isDirty && !call.isSuccess} />
      <form
        className="form panel narrow"
        noValidate
        onSubmit={submit}
        aria-label="Replace the brochure"
      >
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <FileField
          form={form}
          name="brochure"
          label="New brochure (PDF)"
          hint="Up to 10 MB. It replaces the brochure customers download from the app's menu."
          accept="application/pdf"
        />
        <div>
          <SubmitButton busy={call.isPending} label="Upload the brochure" busyLabel="Uploading…" />
        </div>
      </form>
    </>
  );
}
