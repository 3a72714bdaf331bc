import type { AdminPromotion, PromotionEdit } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert, FormAlert } from '../../../components/alert';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { failureText } from '../../../lib/failure-text';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { editPromotion, fileUrl, promotionsQuery, replacePromotionFiles } from './promotion-calls';
import { PromotionEditor } from './promotion-editor';
import {
  PROMOTION_FIELDS,
  PROMOTION_TEXT_FIELDS,
  promotionEditSchema,
  toFilesForm,
  type PromotionFormValues,
} from './promotion-form-schema';
import { isoToday, promotionState } from './promotion-state';

const valuesOf = (p: AdminPromotion): PromotionFormValues => ({
  code: p.code,
  title: p.title,
  description: p.description,
  titleAr: p.titleAr,
  descriptionAr: p.descriptionAr,
  from: p.from,
  to: p.to,
  hidden: p.hidden,
  removeFlyer: false,
});

/** /content/promotions/:id: its texts, days, visibility and files, previewed as they change. */
export function PromotionEditPage() {
  const { promotionId } = useParams();
  const list = useQuery(promotionsQuery);
  const promotion = list.data?.items.find((p) => String(p.id) === promotionId);
  const added = (useLocation().state as { saved?: string } | null)?.saved === 'added';
  const [saved, setSaved] = useState(added ? 'The promotion was added.' : '');
  // A saved form starts again from what is stored (a file chooser cannot be emptied back).
  const [round, setRound] = useState(0);
  if (list.isError)
    return (
      <Alert tone="error">
        {failureText(list.error, 'The promotion could not be loaded. Please try again.')}
      </Alert>
    );
  if (!list.data) return <p className="muted">Loading…</p>;
  if (!promotion)
    return (
      <>
        <PageHeader title="No such promotion" />
        <p>
          <Link to="/content/promotions">Back to the promotions</Link>
        </p>
      </>
    );
  return (
    <EditForm
      key={`${promotion.id}-${round}`}
      promotion={promotion}
      saved={saved}
      onSaving={() => setSaved('')}
      onSaved={() => {
        setSaved('The changes were saved.');
        setRound((r) => r + 1);
      }}
    />
  );
}

function EditForm({
  promotion,
  saved,
  onSaving,
  onSaved,
}: {
  promotion: AdminPromotion;
  saved: string;
  onSaving: () => void;
  onSaved: () => void;
}) {
  const form = useSchemaForm<PromotionFormValues>(promotionEditSchema, valuesOf(promotion));
  const queryClient = useQueryClient();
  const texts = useMutation({ mutationFn: editPromotion });
  const files = useMutation({ mutationFn: replacePromotionFiles });
  const busy = texts.isPending || files.isPending;

  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    onSaving();
    const { dirtyFields } = form.formState;
    const edit: PromotionEdit = {
      title: values.title,
      description: values.description ?? '',
      titleAr: values.titleAr ?? '',
      descriptionAr: values.descriptionAr ?? '',
      from: values.from,
      to: values.to,
      hidden: values.hidden,
    };
    const upload = toFilesForm(values);
    let textsSaved = false;
    try {
      let next = promotion;
      if (PROMOTION_TEXT_FIELDS.some((field) => dirtyFields[field])) {
        next = await texts.mutateAsync({ id: promotion.id, edit });
        textsSaved = true;
      }
      if (upload) next = await files.mutateAsync({ id: promotion.id, form: upload });
      queryClient.setQueryData(
        promotionsQuery.queryKey,
        (list) => list && { items: list.items.map((p) => (p.id === next.id ? next : p)) },
      );
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
      onSaved();
    } catch (error) {
      // Texts saved before a refused file stay saved: only the files are still to send.
      if (textsSaved)
        for (const field of PROMOTION_TEXT_FIELDS)
          form.resetField(field, { defaultValue: values[field] });
      showFailure(form, error, PROMOTION_FIELDS, 'The changes could not be saved.');
    }
  });

  const state = promotionState(promotion, isoToday());
  return (
    <>
      <PageHeader title={`Edit ${promotion.title}`}>
        <span className={`badge badge--${state.toLowerCase()}`}>{state}</span>
        {/* As the list says it: live by its days, yet not shown to customers. */}
        {promotion.hidden && state !== 'Ended' && (
          <span className="badge badge--hidden">Hidden</span>
        )}
      </PageHeader>
      {saved && <Alert tone="ok">{saved}</Alert>}
      <LeaveGuard when={form.formState.isDirty} />
      <form className="form" noValidate onSubmit={submit} aria-label="Edit the promotion">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <PromotionEditor
          form={form}
          creating={false}
          storedImage={promotion.image ? fileUrl(promotion.image) : ''}
          stored={{ images: promotion.images, flyer: promotion.flyer }}
        />
        <div className="row-actions">
          <SubmitButton busy={busy} label="Save changes" busyLabel="Saving…" />
          <Link className="button button--quiet" to="/content/promotions">
            Back to the promotions
          </Link>
        </div>
      </form>
    </>
  );
}
