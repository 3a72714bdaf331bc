import { featureToggles } from '@loyalty/contract/admin';
import type { ProgrammeSettings } from '@loyalty/contract/admin';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../lib/forms';
import { useSaveSettings } from './use-save-settings';

type Toggles = ProgrammeSettings['features'];

const TOGGLES: { name: keyof Toggles; label: string; hint: string }[] = [
  { name: 'voucher', label: 'Vouchers', hint: 'Customers turn points into vouchers.' },
  { name: 'sharePoints', label: 'Share points', hint: 'Customers send points to each other.' },
  { name: 'darkMode', label: 'Dark mode', hint: 'Customers may switch the app to dark.' },
  { name: 'billHistory', label: 'Bill history', hint: 'Customers see their past bills.' },
];

/** What the customer app offers: each switch turns a part of it on or off. */
export function FeaturesSection({
  settings,
  onDirty,
}: {
  settings: ProgrammeSettings;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(featureToggles, settings.features);
  const { submit, busy, saved } = useSaveSettings(form, {
    toPatch: (features) => ({ features }),
    fromSettings: (s) => s.features,
    fields: [],
    onDirty,
  });
  return (
    <section className="settings-section" aria-labelledby="features-title">
      <h2 id="features-title">Features</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="features-title">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        {saved && <Alert tone="ok">The features are saved.</Alert>}
        <fieldset className="toggles">
          <legend className="visually-hidden">Features of the customer app</legend>
          {TOGGLES.map((toggle) => (
            <div key={toggle.name} className="toggle">
              <input
                type="checkbox"
                id={`feature-${toggle.name}`}
                aria-describedby={`feature-${toggle.name}-hint`}
                {...form.register(toggle.name)}
              />
              <label htmlFor={`feature-${toggle.name}`}>{toggle.label}</label>
              <p id={`feature-${toggle.name}-hint`} className="field__hint">
                {toggle.hint}
              </p>
            </div>
          ))}
        </fieldset>
        <SubmitButton busy={busy} label="Save features" busyLabel="Saving…" />
      </form>
    </section>
  );
}
