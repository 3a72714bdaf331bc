import { adminPromotion, promotionList, type PromotionEdit } from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api';

/** Every promotion, ended ones too (the programme has tens, not thousands: one call). */
export const promotionsQuery = queryOptions({
  queryKey: ['promotions'],
  queryFn: ({ signal }) => adminCall('GET', '/promotions', { answer: promotionList, signal }),
});

export const createPromotion = (form: FormData) =>
  adminCall('POST', '/promotions', { answer: adminPromotion, form });

export const editPromotion = ({ id, edit }: { id: number; edit: PromotionEdit }) =>
  adminCall('PATCH', `/promotions/${id}`, { answer: adminPromotion, body: edit });

/** New pictures (every one), a new flyer or none: multipart, as the promotion was added. */
export const replacePromotionFiles = ({ id, form }: { id: number; form: FormData }) =>
  adminCall('PUT', `/promotions/${id}/files`, { answer: adminPromotion, form });

export const endPromotion = (id: number) =>
  adminCall('POST', `/promotions/${id}/end`, { answer: adminPromotion });

/** A stored file (`promotions/<name>.webp`, `flyers/<name>.pdf`) as the server serves it. */
export const fileUrl = (name: string) => `/files/${name}`;
