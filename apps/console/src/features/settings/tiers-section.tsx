import { tierWindowMonths, tiers } from '@loyalty/contract/admin';
import type { ProgrammeSettings } from '@loyalty/contract/admin';
import { useFieldArray } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { NumberField } from '../../components/number-field';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../lib/forms';
import { useSaveSettings } from './use-save-settings';

const tiersForm = z.object({ tiers, tierWindowMonths });
type TiersValues = z.infer<typeof tiersForm>;

const fromSettings = (s: ProgrammeSettings): TiersValues => ({
  tiers: s.tiers,
  tierWindowMonths: s.tierWindowMonths,
});

/** The card's tiers, lowest first: a member moves up once their points reach a threshold. */
export function TiersSection({
  settings,
  onDirty,
}: {
  settings: ProgrammeSettings;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(tiersForm, fromSettings(settings));
  const rows = useFieldArray({ control: form.control, name: 'tiers' });
  const { submit, busy, saved } = useSaveSettings(form, {
    toPatch: (values) => values,
    fromSettings,
    fields: [
      'tierWindowMonths',
      ...rows.fields.flatMap((_, i) => [`tiers.${i}.name`, `tiers.${i}.minPoints`] as const),
    ],
    onDirty,
  });
  const listError =
    form.formState.errors.tiers?.root?.message ?? form.formState.errors.tiers?.message;
  return (
    <section className="settings-section" aria-labelledby="tiers-title">
      <h2 id="tiers-title">Tiers</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="tiers-title">
        <FormAlert message={form.formState.errors.root?.server?.message ?? listError} />
        {saved && <Alert tone="ok">The tiers are saved.</Alert>}
        <NumberField
          form={form}
          name="tierWindowMonths"
          label="Tiers count the points of the last (months)"
          hint="12 counts the last year, so a member moves down when points leave it; 0 counts a lifetime."
          min={0}
          className="field--short"
        />
        <p className="muted">Lowest first; the lowest starts at 0 points.</p>
        <ol className="tiers">
          {rows.fields.map((row, i) => (
            <li key={row.id} className="tiers__row">
              <TextField form={form} name={`tiers.${i}.name`} label={`Tier ${i + 1} name`} />
              <NumberField
                form={form}
                name={`tiers.${i}.minPoints`}
                label={`Tier ${i + 1} from (points)`}
                min={0}
              />
              <button
                type="button"
                className="button button--quiet"
                onClick={() => rows.remove(i)}
                disabled={rows.fields.length <= 1}
                aria-label={`Remove tier ${i + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <div className="form-actions">
          <button
            type="button"
            className="button button--quiet"
            disabled={rows.fields.length >= 10}
            onClick={() => {
              const last = form.getValues('tiers').at(-1);
              rows.append({ name: '', minPoints: (last?.minPoints ?? 0) + 1000 });
            }}
          >
            Add a tier
          </button>
          <SubmitButton busy={busy} label="Save tiers" busyLabel="Saving…" />
        </div>
      </form>
    </section>
  );
}
