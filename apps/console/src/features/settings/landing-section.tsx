import { footers, tagline } from '@loyalty/contract/admin';
import type { ProgrammeSettings } from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import { Alert, FormAlert } from '../../components/alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../lib/forms';
import { PictureUpload } from './picture-upload';
import { useSaveSettings } from './use-save-settings';
import { WelcomeImages } from './welcome-images';

const landingForm = z.object({ tagline, footers });
type LandingValues = z.infer<typeof landingForm>;

const fromSettings = (s: ProgrammeSettings): LandingValues => ({
  tagline: s.tagline,
  footers: s.footers,
});

const FOOTER_HINTS = [
  'Such as “Brought to you by”.',
  'Such as the retailer’s name in Arabic.',
  'Such as the retailer’s name.',
];

/**
 * The app's landing (its picture and one line), its menu's footer (logo and three lines) and
 * the splash screen's pictures.
 */
export function LandingSection({
  settings,
  onDirty,
}: {
  settings: ProgrammeSettings;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(landingForm, fromSettings(settings));
  const { submit, busy, saved } = useSaveSettings(form, {
    toPatch: (values) => values,
    fromSettings,
    fields: ['tagline', 'footers', 'footers.0', 'footers.1', 'footers.2'],
    onDirty,
  });
  const listError = form.formState.errors.footers?.root?.message;
  return (
    <section className="settings-section" aria-labelledby="landing-title">
      <h2 id="landing-title">Landing, footer and splash screen</h2>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="landing-title">
        <FormAlert message={form.formState.errors.root?.server?.message ?? listError} />
        {saved && (
          <Alert tone="ok">The landing and footer are saved; customers see them now.</Alert>
        )}
        <TextField
          form={form}
          name="tagline"
          label="Tagline"
          hint="One line under the logo on the landing, at most 80 characters; empty for the app's own."
          maxLength={80}
          dir="auto"
        />
        <div className="form-grid">
          {FOOTER_HINTS.map((hint, i) => (
            <TextField
              key={hint}
              form={form}
              name={`footers.${i}` as `footers.${0 | 1 | 2}`}
              label={`Footer line ${i + 1}`}
              hint={hint}
              maxLength={100}
              dir="auto"
            />
          ))}
        </div>
        <SubmitButton busy={busy} label="Save landing and footer" busyLabel="Saving…" />
      </form>
      <div className="form-grid">
        <PictureUpload
          picture="hero-image"
          stored={settings.heroImage}
          what="the landing picture"
          label="Landing picture"
          hint="A wide photo behind the landing's logo: PNG, JPEG or WebP, at most 10 MB. Saved as soon as it is chosen."
          thumbnail
        />
        <PictureUpload
          picture="footer-logo"
          stored={settings.footerLogo}
          what="the footer logo"
          label="Footer logo"
          hint="The small logo in the menu's footer and the e-mails: PNG, JPEG or WebP. Saved as soon as it is chosen."
          thumbnail
        />
      </div>
      <WelcomeImages stored={settings.welcomeImages} />
    </section>
  );
}
