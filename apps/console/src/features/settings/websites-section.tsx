import { origins } from '@loyalty/contract/admin';
import type { ProgrammeSettings } from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextAreaField } from '../../components/text-area-field';
import { useSchemaForm } from '../../lib/forms';
import { useSaveSettings } from './use-save-settings';
import { websiteLines, websitesProblem } from './websites';

const websitesForm = z.object({
  websites: z.string().check(
    z.check((ctx) => {
      const problem = websitesProblem(ctx.value, origins);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    }),
  ),
});
type WebsitesValues = z.infer<typeof websitesForm>;

const fromSettings = (s: ProgrammeSettings): WebsitesValues => ({
  websites: s.origins.join('\n'),
});

/** The retailer's other websites that may call the API from a browser (CORS). */
export function WebsitesSection({
  settings,
  onDirty,
}: {
  settings: ProgrammeSettings;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(websitesForm, fromSettings(settings));
  const { submit, busy, saved } = useSaveSettings(form, {
    toPatch: (values) => ({ origins: websiteLines(values.websites) }),
    fromSettings,
    fields: ['websites'],
    onDirty,
  });
  return (
    <section className="settings-section" aria-labelledby="websites-title">
      <h2 id="websites-title">Other websites</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="websites-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {saved && <Alert tone="ok">The websites are saved; they may call the API now.</Alert>}
        <TextAreaField
          form={form}
          name="websites"
          label="Websites allowed to use the programme’s API"
          hint="One a line, such as https://shop.example.com (no path). The app on its own address needs none; at most 10."
          rows={4}
          spellCheck={false}
          autoComplete="off"
          className="field--short-area"
        />
        <SubmitButton busy={busy} label="Save websites" busyLabel="Saving…" />
      </form>
    </section>
  );
}
