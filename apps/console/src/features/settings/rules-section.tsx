import {
  expiryMonths,
  expiryReminderDays,
  maxBill,
  pointValueFils,
  pointsPerAed,
  timeZone,
  voucherValidityDays,
} from '@loyalty/contract/admin';
import type { ProgrammeSettings } from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { NumberField } from '../../components/number-field';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../lib/forms';
import { useSaveSettings } from './use-save-settings';

const rulesForm = z.object({
  pointsPerAed,
  pointValueFils,
  expiryMonths,
  expiryReminderDays,
  voucherValidityDays,
  maxBill,
  timeZone,
});
type Rules = z.infer<typeof rulesForm>;

const fromSettings = (s: ProgrammeSettings): Rules => ({
  pointsPerAed: s.pointsPerAed,
  pointValueFils: s.pointValueFils,
  expiryMonths: s.expiryMonths,
  expiryReminderDays: s.expiryReminderDays,
  voucherValidityDays: s.voucherValidityDays,
  maxBill: s.maxBill,
  timeZone: s.timeZone,
});

/** How points are earned, what they are worth and when they (and vouchers) expire. */
export function RulesSection({
  settings,
  onDirty,
}: {
  settings: ProgrammeSettings;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(rulesForm, fromSettings(settings));
  const { submit, busy, saved } = useSaveSettings(form, {
    toPatch: (values) => values,
    fromSettings,
    fields: [
      'pointsPerAed',
      'pointValueFils',
      'expiryMonths',
      'expiryReminderDays',
      'voucherValidityDays',
      'maxBill',
      'timeZone',
    ],
    onDirty,
  });
  return (
    <section className="settings-section" aria-labelledby="rules-title">
      <h2 id="rules-title">Earning and expiry</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="rules-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {saved && <Alert tone="ok">The rules are saved; they apply from the next bill.</Alert>}
        <div className="form-grid">
          <NumberField form={form} name="pointsPerAed" label="Points per AED spent" min={0} />
          <NumberField
            form={form}
            name="pointValueFils"
            label="Value of a point (fils)"
            hint="100 fils make 1 AED."
            min={1}
          />
          <NumberField
            form={form}
            name="expiryMonths"
            label="Points expire after (months)"
            hint="0: points never expire."
            min={0}
          />
          <NumberField
            form={form}
            name="expiryReminderDays"
            label="Expiry reminder (days before)"
            hint="Members are e-mailed that many days before points expire; 0 sends none."
            min={0}
          />
          <NumberField
            form={form}
            name="voucherValidityDays"
            label="Vouchers are valid for (days)"
            min={1}
          />
          <NumberField
            form={form}
            name="maxBill"
            label="Largest bill the till may post (AED)"
            step="0.01"
            min={0}
          />
          <TextField
            form={form}
            name="timeZone"
            label="Time zone"
            hint="Such as Asia/Dubai: days and months are counted in it."
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <SubmitButton busy={busy} label="Save rules" busyLabel="Saving…" />
      </form>
    </section>
  );
}
