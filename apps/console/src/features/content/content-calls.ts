import {
  aboutSections,
  adminStore,
  brochureAnswer,
  changedCount,
  currentBrochure,
  ratingQuestions,
  socialLinks,
  storeList,
  type AboutSections,
  type RatingQuestions,
  type SocialLinks,
  type StoreInput,
} from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';

export const aboutQuery = queryOptions({
  queryKey: ['about'],
  queryFn: ({ signal }) => adminCall('GET', '/about', { answer: aboutSections, signal }),
});
export const saveAbout = (body: AboutSections) =>
  adminCall('PUT', '/about', { answer: changedCount, body });

export const storesQuery = queryOptions({
  queryKey: ['stores'],
  queryFn: ({ signal }) => adminCall('GET', '/stores', { answer: storeList, signal }),
});
export const addStore = (body: StoreInput) =>
  adminCall('POST', '/stores', { answer: adminStore, body });
export const changeStore = ({ id, body }: { id: number; body: StoreInput }) =>
  adminCall('PATCH', `/stores/${id}`, { answer: adminStore, body });
export const removeStore = (id: number) =>
  adminCall('DELETE', `/stores/${id}`, { answer: storeList });

export const linksQuery = queryOptions({
  queryKey: ['social-links'],
  queryFn: ({ signal }) => adminCall('GET', '/social-links', { answer: socialLinks, signal }),
});
export const saveLinks = (body: SocialLinks) =>
  adminCall('PUT', '/social-links', { answer: changedCount, body });

export const ratingsQuery = queryOptions({
  queryKey: ['rating-questions'],
  queryFn: ({ signal }) =>
    adminCall('GET', '/rating-questions', { answer: ratingQuestions, signal }),
});
export const saveRatings = (body: RatingQuestions) =>
  adminCall('PUT', '/rating-questions', { answer: changedCount, body });

/** The brochure customers download now ('' when there is none). */
export const brochureQuery = queryOptions({
  queryKey: ['brochure'],
  queryFn: ({ signal }) => adminCall('GET', '/brochure', { answer: currentBrochure, signal }),
});
export const uploadBrochure = (form: FormData) =>
  adminCall('PUT', '/brochure', { answer: brochureAnswer, form });

/** Every field path of a list form (`sections.0.heading` …), for placing the server's reasons. */
export function listFields<K extends string>(list: string, count: number, keys: readonly K[]) {
  const paths: string[] = [list];
  for (let i = 0; i < count; i += 1) for (const key of keys) paths.push(`${list}.${i}.${key}`);
  return paths;
}
