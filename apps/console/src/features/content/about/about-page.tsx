import { aboutSections, type AboutSections } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch, type Path } from 'react-hook-form';
import { Alert, FormAlert } from '../../../components/alert';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { failureText } from '../../../lib/failure-text';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { aboutQuery, listFields, saveAbout } from '../content-calls';
import { RichTextPreview } from './rich-text-preview';

const MARKUP_HINT =
  'Write **bold** between double asterisks, {size:20}larger text{size:end} with a size in pixels, and new lines as they are.';

/** /content/about: the about page's sections, each previewed as the app shows it. */
export function AboutPage() {
  const about = useQuery(aboutQuery);
  return (
    <>
      <PageHeader title="About" />
      {about.isError && (
        <Alert tone="error">
          {failureText(about.error, 'The about page could not be loaded. Please try again.')}
        </Alert>
      )}
      {about.data ? <AboutForm saved={about.data} /> : !about.isError && <p>Loading…</p>}
    </>
  );
}

function AboutForm({ saved }: { saved: AboutSections }) {
  const form = useSchemaForm<AboutSections>(aboutSections, saved);
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const values = useWatch({ control: form.control, name: 'sections' });
  const [shown, setShown] = useState(0);
  const [notice, setNotice] = useState('');
  const queryClient = useQueryClient();
  const call = useMutation({ mutationFn: saveAbout });
  const previewed = values[Math.min(shown, values.length - 1)];

  const submit = form.handleSubmit(async (next) => {
    if (call.isPending) return;
    setNotice('');
    try {
      await call.mutateAsync(next);
      form.reset(next);
      await queryClient.invalidateQueries({ queryKey: ['about'] });
      setNotice('The about page was saved. Customers see it the next time they open it.');
    } catch (error) {
      const fields = listFields('sections', next.sections.length, [
        'heading',
        'content',
        'headingAr',
        'contentAr',
      ]);
      showFailure(form, error, fields as Path<AboutSections>[], 'The about page was not saved.');
    }
  });

  return (
    <>
      <LeaveGuard when={form.formState.isDirty} />
      <form className="form" noValidate onSubmit={submit} aria-label="About page">
        {notice && <Alert tone="ok">{notice}</Alert>}
        <FormAlert
          message={
            form.formState.errors.root?.server?.message ?? form.formState.errors.sections?.message
          }
        />
        <div className="editor-with-preview">
          <div className="form">
            {sections.fields.map((field, index) => (
              <fieldset
                key={field.id}
                className="panel section-fields"
                onFocus={() => setShown(index)}
              >
                <legend>Section {index + 1}</legend>
                <TextField form={form} name={`sections.${index}.heading`} label="Heading" />
                <TextAreaField
                  form={form}
                  name={`sections.${index}.content`}
                  label="Content"
                  hint={MARKUP_HINT}
                  rows={8}
                />
                <TextField
                  form={form}
                  name={`sections.${index}.headingAr`}
                  label="Heading in Arabic"
                  dir="rtl"
                  lang="ar"
                  hint="Left empty, customers who use the app in Arabic see the English."
                />
                <TextAreaField
                  form={form}
                  name={`sections.${index}.contentAr`}
                  label="Content in Arabic"
                  rows={8}
                  dir="rtl"
                  lang="ar"
                />
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => setShown(index)}
                  >
                    Preview<span className="visually-hidden"> section {index + 1}</span>
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => sections.move(index, index - 1)}
                    >
                      Move up<span className="visually-hidden"> section {index + 1}</span>
                    </button>
                  )}
                  {sections.fields.length > 1 && (
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => {
                        sections.remove(index);
                        setShown(0);
                      }}
                    >
                      Remove<span className="visually-hidden"> section {index + 1}</span>
                    </button>
                  )}
                </div>
              </fieldset>
            ))}
            <div className="row-actions">
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  sections.append({ heading: '', content: '', headingAr: '', contentAr: '' });
                  setShown(sections.fields.length);
                }}
              >
                Add a section
              </button>
              <SubmitButton busy={call.isPending} label="Save the about page" busyLabel="Saving…" />
            </div>
          </div>
          <figure className="phone-preview">
            <div className="phone">
              <p className="phone__title">{previewed?.heading || 'Heading'}</p>
              <p className="about-preview" dir="auto" data-testid="about-preview">
                <RichTextPreview content={previewed?.content ?? ''} />
              </p>
            </div>
            <figcaption className="muted">
              Section {Math.min(shown, values.length - 1) + 1} as the app shows it.
            </figcaption>
          </figure>
        </div>
      </form>
    </>
  );
}
