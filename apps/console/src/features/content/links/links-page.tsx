import { socialLinks, type SocialLinks } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch, type Path } from 'react-hook-form';
import { Alert, FormAlert } from '../../../components/alert';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { failureText } from '../../../lib/failure-text';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { linksQuery, listFields, saveLinks } from '../content-calls';

/** /content/links: the social links the app's menu shows, in order. */
export function LinksPage() {
  const links = useQuery(linksQuery);
  return (
    <>
      <PageHeader title="Social links" />
      {links.isError && (
        <Alert tone="error">{failureText(links.error, 'The links could not be loaded.')}</Alert>
      )}
      {links.data ? <LinksForm saved={links.data} /> : !links.isError && <p>Loading…</p>}
    </>
  );
}

function LinksForm({ saved }: { saved: SocialLinks }) {
  const form = useSchemaForm<SocialLinks>(socialLinks, saved);
  const links = useFieldArray({ control: form.control, name: 'links' });
  const values = useWatch({ control: form.control, name: 'links' });
  const [notice, setNotice] = useState('');
  const queryClient = useQueryClient();
  const call = useMutation({ mutationFn: saveLinks });

  const submit = form.handleSubmit(async (next) => {
    if (call.isPending) return;
    setNotice('');
    try {
      await call.mutateAsync(next);
      form.reset(next);
      await queryClient.invalidateQueries({ queryKey: ['social-links'] });
      setNotice('The links were saved.');
    } catch (error) {
      const fields = listFields('links', next.links.length, ['name', 'link']);
      showFailure(form, error, fields as Path<SocialLinks>[], 'The links were not saved.');
    }
  });

  return (
    <>
      <LeaveGuard when={form.formState.isDirty} />
      <form className="form" noValidate onSubmit={submit} aria-label="Social links">
        {notice && <Alert tone="ok">{notice}</Alert>}
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div className="editor-with-preview">
          <div className="form">
            {links.fields.length === 0 && <p className="muted">No link yet.</p>}
            {links.fields.map((field, index) => (
              <fieldset key={field.id} className="panel section-fields">
                <legend>Link {index + 1}</legend>
                <div className="form-row">
                  <TextField form={form} name={`links.${index}.name`} label="Name" maxLength={40} />
                  <TextField
                    form={form}
                    name={`links.${index}.link`}
                    label="Address"
                    type="url"
                    placeholder="https://"
                  />
                </div>
                <div className="field field--check">
                  <input
                    id={`link-shown-${field.id}`}
                    type="checkbox"
                    {...form.register(`links.${index}.valid`)}
                  />
                  <label htmlFor={`link-shown-${field.id}`}>Shown in the app</label>
                </div>
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => links.remove(index)}
                  >
                    Remove<span className="visually-hidden"> link {index + 1}</span>
                  </button>
                </div>
              </fieldset>
            ))}
            <div className="row-actions">
              {links.fields.length < 20 && (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => links.append({ name: '', link: 'https://', valid: true })}
                >
                  Add a link
                </button>
              )}
              <SubmitButton busy={call.isPending} label="Save the links" busyLabel="Saving…" />
            </div>
          </div>
          <figure className="phone-preview">
            <div className="phone">
              <p className="phone__title">Follow us</p>
              <ul className="link-preview">
                {values
                  .filter((link) => link.valid !== false && link.name)
                  .map((link, index) => (
                    <li key={index}>{link.name}</li>
                  ))}
              </ul>
            </div>
            <figcaption className="muted">The links customers see, in this order.</figcaption>
          </figure>
        </div>
      </form>
    </>
  );
}
