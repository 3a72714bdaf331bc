import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FileField } from '../../../components/file-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { OfferPreview } from './offer-preview';
import { fileUrl } from './promotion-calls';
import type { PromotionFormValues } from './promotion-form-schema';

/** The first chosen picture as a data: address, read once it is chosen ('' while none is). */
function useChosenPicture(files: FileList | undefined): string {
  const [url, setUrl] = useState('');
  const file = files?.[0];
  useEffect(() => {
    if (!file) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current) setUrl(String(reader.result));
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
    };
  }, [file]);
  return file ? url : '';
}

interface PromotionEditorProps {
  form: UseFormReturn<PromotionFormValues>;
  /** A new promotion's code is chosen once; its files are sent with it. */
  creating: boolean;
  /** The stored first picture's address, for a promotion that has one. */
  storedImage?: string;
  /** Editing: what is stored now, said beside the fields that replace it. */
  stored?: { images: number; flyer: string };
}

/** A promotion's fields beside the phone preview that follows them as they are typed. */
export function PromotionEditor({
  form,
  creating,
  storedImage = '',
  stored,
}: PromotionEditorProps) {
  const values = useWatch({ control: form.control });
  const chosen = useChosenPicture(values.images as FileList | undefined);
  return (
    <div className="editor-with-preview">
      <div className="form">
        <TextField
          form={form}
          name="code"
          label="Code"
          hint={creating ? 'Letters, digits, - and _; it cannot change later.' : undefined}
          readOnly={!creating}
          autoComplete="off"
        />
        <TextField form={form} name="title" label="Title" maxLength={120} />
        <TextAreaField form={form} name="description" label="Description" maxLength={2000} />
        <TextField
          form={form}
          name="titleAr"
          label="Title in Arabic"
          maxLength={120}
          dir="rtl"
          lang="ar"
          hint="Shown to customers who use the app in Arabic; left empty, they see the English."
        />
        <TextAreaField
          form={form}
          name="descriptionAr"
          label="Description in Arabic"
          maxLength={2000}
          dir="rtl"
          lang="ar"
        />
        <div className="form-row">
          <TextField form={form} name="from" label="First day" type="date" />
          <TextField form={form} name="to" label="Last day" type="date" />
        </div>
        <div className="field field--check">
          <input id="promotion-hidden" type="checkbox" {...form.register('hidden')} />
          <label htmlFor="promotion-hidden">Hidden from customers for now</label>
        </div>
        {creating ? (
          <>
            <FileField
              form={form}
              name="images"
              label="Pictures"
              hint="JPEG, PNG or WebP, up to 10 MB each; the first is the card's picture."
              accept="image/jpeg,image/png,image/webp"
              multiple
            />
            <FileField
              form={form}
              name="flyer"
              label="Flyer (optional)"
              hint="A PDF customers can download."
              accept="application/pdf"
            />
          </>
        ) : (
          stored && <ReplaceFiles form={form} stored={stored} />
        )}
      </div>
      <OfferPreview
        title={values.title ?? ''}
        from={values.from ?? ''}
        to={values.to ?? ''}
        image={chosen || storedImage}
        hidden={values.hidden ?? false}
      />
    </div>
  );
}

/** Editing: new pictures replace every stored one; a new flyer replaces it, or it is removed. */
function ReplaceFiles({
  form,
  stored,
}: {
  form: UseFormReturn<PromotionFormValues>;
  stored: { images: number; flyer: string };
}) {
  const pictures = `${stored.images} ${stored.images === 1 ? 'picture' : 'pictures'}`;
  return (
    <fieldset className="fieldset">
      <legend>Pictures and flyer</legend>
      <p className="muted">
        Now: {pictures}
        {stored.flyer ? (
          <>
            {' and '}
            <a href={fileUrl(stored.flyer)} target="_blank" rel="noreferrer">
              the flyer (PDF)
            </a>
          </>
        ) : (
          ', no flyer'
        )}
        .
      </p>
      <FileField
        form={form}
        name="images"
        label="Replace the pictures"
        hint="JPEG, PNG or WebP, up to 10 MB each. They replace all the pictures; the first is the card's."
        accept="image/jpeg,image/png,image/webp"
        multiple
      />
      <FileField
        form={form}
        name="flyer"
        label={stored.flyer ? 'Replace the flyer' : 'Add a flyer'}
        hint="A PDF customers can download."
        accept="application/pdf"
      />
      {stored.flyer && (
        <div className="field field--check">
          <input id="promotion-remove-flyer" type="checkbox" {...form.register('removeFlyer')} />
          <label htmlFor="promotion-remove-flyer">Remove the flyer</label>
        </div>
      )}
    </fieldset>
  );
}
