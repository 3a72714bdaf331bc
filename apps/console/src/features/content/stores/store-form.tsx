import { storeInput, type AdminStore, type StoreInput } from '@loyalty/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/alert';
import { LeaveGuard } from '../../../components/leave-guard';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { addStore, changeStore } from '../content-calls';

const FIELDS = ['name', 'address', 'nameAr', 'addressAr', 'phone'] as const;

/** Adds a store, or changes the one given; beside it the store as the app's list shows it. */
export function StoreForm({
  store,
  onSaved,
  onCancel,
}: {
  store: AdminStore | undefined;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const empty = { name: '', address: '', nameAr: '', addressAr: '', phone: '' };
  const form = useSchemaForm<StoreInput>(storeInput, store ?? empty);
  const values = useWatch({ control: form.control });
  const queryClient = useQueryClient();
  const call = useMutation({
    mutationFn: (body: StoreInput) =>
      store ? changeStore({ id: store.id, body }) : addStore(body),
  });

  const submit = form.handleSubmit(async (body) => {
    if (call.isPending) return;
    try {
      const saved = await call.mutateAsync(body);
      form.reset(store ? saved : empty);
      await queryClient.invalidateQueries({ queryKey: ['stores'] });
      onSaved(store ? `${saved.name} was saved.` : `${saved.name} was added.`);
    } catch (error) {
      showFailure(form, error, FIELDS, 'The store was not saved.');
    }
  });

  const title = store ? `Change ${store.name}` : 'Add a store';
  return (
    <>
      <LeaveGuard when={form.formState.isDirty} />
      <form className="form panel" noValidate onSubmit={submit} aria-label={title}>
        <h2>{title}</h2>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <TextField form={form} name="name" label="Name" maxLength={120} />
        <TextField form={form} name="address" label="Address" maxLength={300} />
        <TextField
          form={form}
          name="nameAr"
          label="Name in Arabic"
          maxLength={120}
          dir="rtl"
          lang="ar"
          hint="Shown to customers who use the app in Arabic; left empty, they see the English."
        />
        <TextField
          form={form}
          name="addressAr"
          label="Address in Arabic"
          maxLength={300}
          dir="rtl"
          lang="ar"
        />
        <TextField
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          hint="Digits, spaces and dashes, with a leading + for abroad."
        />
        <figure className="store-preview">
          <div className="preview-card preview-card__body">
            <p className="preview-card__title">{values.name || 'Store name'}</p>
            {values.address && <p className="preview-card__dates">{values.address}</p>}
            {values.phone && <p className="preview-card__dates">{values.phone}</p>}
          </div>
          <figcaption className="muted">As the app&apos;s store list shows it.</figcaption>
        </figure>
        <div className="row-actions">
          <SubmitButton
            busy={call.isPending}
            label={store ? 'Save the store' : 'Add the store'}
            busyLabel="Saving…"
          />
          {store && (
            <button type="button" className="button button--quiet" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </>
  );
}
