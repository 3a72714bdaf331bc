import type { ProgrammeSettings } from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextAreaField } from '../../components/text-area-field';
import { useSchemaForm } from '../../lib/forms';
import { useSaveSettings } from './use-save-settings';

/** The lines of a text box: each trimmed, the empty ones left out. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The server's rule for the conditions (at most 10, each at most 200 characters), per box. */
const conditionLines = z.string().check(
  z.refine((text) => linesOf(text).length <= 10, 'At most 10 conditions, one a line.'),
  z.refine(
    (text) => linesOf(text).every((line) => line.length <= 200),
    'Each condition may have at most 200 characters.',
  ),
);
const conditionsForm = z.object({ english: conditionLines, arabic: conditionLines });
type ConditionsValues = z.infer<typeof conditionsForm>;

const fromSettings = (s: ProgrammeSettings): ConditionsValues => ({
  english: s.voucherConditions.join('\n'),
  arabic: s.voucherConditionsAr.join('\n'),
});

/** The conditions the app shows on a voucher, in English and Arabic; empty keeps the app's own. */
export function ConditionsSection({
  settings,
  onDirty,
}: {
  settings: ProgrammeSettings;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(conditionsForm, fromSettings(settings));
  const { submit, busy, saved } = useSaveSettings(form, {
    toPatch: (values) => ({
      voucherConditions: linesOf(values.english),
      voucherConditionsAr: linesOf(values.arabic),
    }),
    fromSettings,
    fields: ['english', 'arabic'],
    onDirty,
  });
  return (
    <section className="settings-section" aria-labelledby="conditions-title">
      <h2 id="conditions-title">Voucher conditions</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="conditions-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {saved && <Alert tone="ok">The voucher conditions are saved.</Alert>}
        <TextAreaField
          form={form}
          name="english"
          label="Conditions"
          hint="One condition a line, at most 10. Left empty, the app shows its own."
          rows={6}
        />
        <TextAreaField
          form={form}
          name="arabic"
          label="Conditions in Arabic"
          hint="One condition a line. Left empty, customers who use the app in Arabic see the English."
          rows={6}
          dir="rtl"
          lang="ar"
        />
        <SubmitButton busy={busy} label="Save the conditions" busyLabel="Saving…" />
      </form>
    </section>
  );
}
