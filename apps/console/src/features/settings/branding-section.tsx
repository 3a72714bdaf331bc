import { brandColor, programmeName, programmeNameAr } from '@loyalty/contract/admin';
import type { ProgrammeSettings } from '@loyalty/contract/admin';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../lib/forms';
import { BrandPreview } from './brand-preview';
import { isHexColour } from './brand-shade';
import { PictureUpload } from './picture-upload';
import { logoUrl } from './settings-calls';
import { useSaveSettings } from './use-save-settings';

const brandingForm = z.object({
  displayName: programmeName,
  displayNameAr: programmeNameAr,
  brandColor,
});
type BrandingValues = z.infer<typeof brandingForm>;

const fromSettings = (s: ProgrammeSettings): BrandingValues => ({
  displayName: s.displayName,
  displayNameAr: s.displayNameAr,
  brandColor: s.brandColor,
});

/** The programme's name, colour and logo, with the customer app drawn live beside them. */
export function BrandingSection({
  settings,
  onDirty,
}: {
  settings: ProgrammeSettings;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(brandingForm, fromSettings(settings));
  const { submit, busy, saved } = useSaveSettings(form, {
    toPatch: (values) => values,
    fromSettings,
    fields: ['displayName', 'displayNameAr', 'brandColor'],
    onDirty,
  });
  const [name, colour] = useWatch({ control: form.control, name: ['displayName', 'brandColor'] });
  const pickerId = useId();
  return (
    <section className="settings-section" aria-labelledby="branding-title">
      <h2 id="branding-title">Branding</h2>
      <div className="branding">
        <div className="branding__controls">
          <form className="form" noValidate onSubmit={submit} aria-labelledby="branding-title">
            <FormAlert message={form.formState.errors.root?.server?.message} />
            {saved && <Alert tone="ok">The branding is saved; customers see it now.</Alert>}
            <TextField form={form} name="displayName" label="Programme name" maxLength={60} />
            <TextField
              form={form}
              name="displayNameAr"
              label="Programme name in Arabic"
              maxLength={60}
              dir="rtl"
              lang="ar"
              hint="Left empty, customers who use the app in Arabic see the English name."
            />
            <div className="colour-row">
              <TextField
                form={form}
                name="brandColor"
                label="Colour"
                hint="A colour such as #0f4c81; empty for the app's own blue."
                autoComplete="off"
                spellCheck={false}
              />
              <div className="field">
                <label htmlFor={pickerId} className="field__label">
                  Pick
                </label>
                <input
                  id={pickerId}
                  type="color"
                  className="colour-picker"
                  value={isHexColour(colour) ? colour.trim().toLowerCase() : '#0f4c81'}
                  onChange={(event) =>
                    form.setValue('brandColor', event.target.value, { shouldDirty: true })
                  }
                />
              </div>
            </div>
            <SubmitButton busy={busy} label="Save branding" busyLabel="Saving…" />
          </form>
          <PictureUpload
            picture="logo"
            stored={settings.logo}
            what="the logo"
            label="Logo"
            hint="PNG, JPEG or WebP, at most 10 MB; it is saved as soon as it is chosen."
          />
        </div>
        <BrandPreview
          name={name}
          colour={colour}
          logo={logoUrl(settings.logo)}
          tier={settings.tiers[0]?.name ?? ''}
        />
      </div>
    </section>
  );
}
