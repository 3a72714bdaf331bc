import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/alert';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { createPromotion } from './promotion-calls';
import { PromotionEditor } from './promotion-editor';
import {
  PROMOTION_FIELDS,
  promotionCreateSchema,
  toCreateForm,
  type PromotionFormValues,
} from './promotion-form-schema';
import { isoToday } from './promotion-state';

/** /content/promotions/new: a promotion with its pictures and flyer, previewed as it is typed. */
export function PromotionCreatePage() {
  const form = useSchemaForm<PromotionFormValues>(promotionCreateSchema, {
    code: '',
    title: '',
    description: '',
    titleAr: '',
    descriptionAr: '',
    from: isoToday(),
    to: '',
    hidden: false,
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const call = useMutation({ mutationFn: createPromotion });
  // Once added, the guard is off before the page moves to the new promotion (its effect first).
  const [added, setAdded] = useState<number>();
  useEffect(() => {
    if (added !== undefined)
      void navigate(`/content/promotions/${added}`, { state: { saved: 'added' } });
  }, [added, navigate]);

  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    try {
      const made = await call.mutateAsync(toCreateForm(values));
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
      setAdded(made.id);
    } catch (error) {
      showFailure(form, error, PROMOTION_FIELDS, 'The promotion could not be added.');
    }
  });

  return (
    <>
      <PageHeader title="Add a promotion" />
      <LeaveGuard when={form.formState.isDirty && added === undefined} />
      <form className="form" noValidate onSubmit={submit} aria-label="Add a promotion">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <PromotionEditor form={form} creating />
        <div>
          <SubmitButton busy={call.isPending} label="Add the promotion" busyLabel="Uploading…" />
        </div>
      </form>
    </>
  );
}
