import type { AdminPromotion } from '@loyalty/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert, FormAlert } from '../../../components/alert';
import { LeaveGuard } from '../../../components/leave-guard';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { failureText } from '../../../lib/failure-text';
import { showFailure, useSchemaForm } from '../../../lib/forms';
import { editPromotion, fileUrl, promotionsQuery } from './promotion-calls';
import { PromotionEditor } from './promotion-editor';
import {
  PROMOTION_FIELDS,
  promotionEditSchema,
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
});

/** /content/promotions/:id: its texts, days and visibility, previewed as they are changed. */
export function PromotionEditPage() {
  const { promotionId } = useParams();
  const list = useQuery(promotionsQuery);
  const promotion = list.data?.items.find((p) => String(p.id) === promotionId);
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
  return <EditForm key={promotion.id} promotion={promotion} />;
}

function EditForm({ promotion }: { promotion: AdminPromotion }) {
  const form = useSchemaForm<PromotionFormValues>(promotionEditSchema, valuesOf(promotion));
  const queryClient = useQueryClient();
  const call = useMutation({ mutationFn: editPromotion });
  const added = (useLocation().state as { saved?: string } | null)?.saved === 'added';
  const [saved, setSaved] = useState(added ? 'The promotion was added.' : '');

  const submit = form.handleSubmit(async (values) => {
    if (call.isPending) return;
    setSaved('');
    try {
      const next = await call.mutateAsync({
        id: promotion.id,
        edit: {
          title: values.title,
          description: values.description ?? '',
          titleAr: values.titleAr ?? '',
          descriptionAr: values.descriptionAr ?? '',
          from: values.from,
          to: values.to,
          hidden: values.hidden,
        },
      });
      form.reset(valuesOf(next));
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
      setSaved('The changes were saved.');
    } catch (error) {
      showFailure(form, error, PROMOTION_FIELDS, 'The changes could not be saved.');
    }
  });

  const state = promotionState(promotion, isoToday());
  return (
    <>
      <PageHeader title={`Edit ${promotion.title}`}>
        <span className={`badge badge--${state.toLowerCase()}`}>{state}</span>
      </PageHeader>
      {saved && <Alert tone="ok">{saved}</Alert>}
      <LeaveGuard when={form.formState.isDirty} />
      <form className="form" noValidate onSubmit={submit} aria-label="Edit the promotion">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <PromotionEditor
          form={form}
          creating={false}
          storedImage={promotion.image ? fileUrl(promotion.image) : ''}
        />
        <p className="muted">
          {promotion.images} {promotion.images === 1 ? 'picture' : 'pictures'}
          {promotion.flyer ? (
            <>
              {' · '}
              <a href={fileUrl(promotion.flyer)} target="_blank" rel="noreferrer">
                The flyer (PDF)
              </a>
            </>
          ) : (
            ' · no flyer'
          )}
        </p>
        <div className="row-actions">
          <SubmitButton busy={call.isPending} label="Save changes" busyLabel="Saving…" />
          <Link className="button button--quiet" to="/content/promotions">
            Back to the promotions
          </Link>
        </div>
      </form>
    </>
  );
}
