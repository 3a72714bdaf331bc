import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../../components/alert';
import { FileField } from '../../../components/file-field';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { uploadBrochure } from '../content-calls';

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
  return (
    <>
      <PageHeader title="Brochure" />
      {stored && (
        <Alert tone="ok">
          The new brochure is in the app.{' '}
          <a className="alert__link" href={`/files/${stored}`} target="_blank" rel="noreferrer">
            Open it (PDF)
          </a>
        </Alert>
      )}
      {/* A fresh form after each upload: a file input cannot be emptied back to clean. */}
      <BrochureUpload key={stored} onStored={setStored} />
    </>
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
      <form className="form panel narrow" noValidate onSubmit={submit} aria-label="Brochure">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <FileField
          form={form}
          name="brochure"
          label="Brochure (PDF)"
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
