import { promotionCreateFields } from '@loyalty/contract/admin';
import * as z from 'zod/mini';

const contract = promotionCreateFields.shape;
const files = z.optional(z.custom<FileList>((v) => typeof v === 'object' && v !== null));
const hasFiles = (list: FileList | undefined) => list !== undefined && list.length > 0;

const shape = {
  code: contract.code,
  title: contract.title,
  description: contract.description,
  titleAr: contract.titleAr,
  descriptionAr: contract.descriptionAr,
  from: contract.from,
  to: contract.to,
  hidden: z.boolean(),
  images: files,
  flyer: files,
  /** Editing only: take the stored flyer away. */
  removeFlyer: z.optional(z.boolean()),
};

const inOrder = z.refine<{ from: string; to: string }>((v) => !v.from || !v.to || v.to >= v.from, {
  message: 'The last day is before the first day.',
  path: ['to'],
});

const flyerOnce = z.refine<{ flyer?: FileList | undefined; removeFlyer?: boolean | undefined }>(
  (v) => !(v.removeFlyer && hasFiles(v.flyer)),
  { message: 'Either choose a new flyer or remove it.', path: ['flyer'] },
);

/** A promotion's form as typed (the contract's rules for its texts and days, plus its files). */
export const promotionEditSchema = z.object(shape).check(inOrder, flyerOnce);

/** A new promotion needs a picture too: the app's list shows one on every card. */
export const promotionCreateSchema = z.object(shape).check(
  inOrder,
  z.refine<{ images?: FileList | undefined }>((v) => hasFiles(v.images), {
    message: 'Choose at least one picture (JPEG, PNG or WebP).',
    path: ['images'],
  }),
);

export type PromotionFormValues = z.input<typeof promotionEditSchema>;

export const PROMOTION_FIELDS = [
  'code',
  'title',
  'description',
  'titleAr',
  'descriptionAr',
  'from',
  'to',
  'images',
  'flyer',
  'removeFlyer',
] as const;

/** The text fields PATCH /api/admin/promotions/:id changes. */
export const PROMOTION_TEXT_FIELDS = [
  'title',
  'description',
  'titleAr',
  'descriptionAr',
  'from',
  'to',
  'hidden',
] as const;

/**
 * The multipart form PUT /api/admin/promotions/:id/files reads, or undefined when the edit
 * chose no new file and keeps the flyer.
 */
export function toFilesForm(values: PromotionFormValues): FormData | undefined {
  const images = Array.from(values.images ?? []);
  const flyer = values.flyer?.[0];
  if (images.length === 0 && !flyer && !values.removeFlyer) return undefined;
  const form = new FormData();
  if (values.removeFlyer) form.set('removeFlyer', 'true');
  for (const image of images) form.append('images', image);
  if (flyer) form.set('flyer', flyer);
  return form;
}

/** The multipart form POST /api/admin/promotions reads. */
export function toCreateForm(values: PromotionFormValues): FormData {
  const form = new FormData();
  form.set('code', values.code.trim());
  form.set('title', values.title.trim());
  form.set('description', (values.description ?? '').trim());
  form.set('titleAr', (values.titleAr ?? '').trim());
  form.set('descriptionAr', (values.descriptionAr ?? '').trim());
  form.set('from', values.from);
  form.set('to', values.to);
  form.set('hidden', values.hidden ? 'true' : 'false');
  for (const image of Array.from(values.images ?? [])) form.append('images', image);
  const flyer = values.flyer?.[0];
  if (flyer) form.set('flyer', flyer);
  return form;
}
