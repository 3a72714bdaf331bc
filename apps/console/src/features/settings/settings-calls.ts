import { programmeSettings } from '@loyalty/contract/admin';
import type { ProgrammeSettings, SettingsPatch, SettingsPicture } from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';

/** The programme's settings (GET /api/admin/settings, owners only). */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => adminCall('GET', '/settings', { answer: programmeSettings, signal }),
});

/** Changes only the fields given; the answer is the settings as they now are. */
export const patchSettings = (body: SettingsPatch) =>
  adminCall('PATCH', '/settings', { answer: programmeSettings, body });

/** Each picture's file field, named as the settings name it. */
export const PICTURE_FIELD = {
  logo: 'logo',
  'footer-logo': 'footerLogo',
  'hero-image': 'heroImage',
} as const satisfies Record<SettingsPicture, keyof ProgrammeSettings>;

/** Uploads one of the programme's pictures as multipart (the logo in the field `logo`…). */
export function uploadPicture({ picture, file }: { picture: SettingsPicture; file: File }) {
  const form = new FormData();
  form.append(PICTURE_FIELD[picture], file);
  return adminCall('PUT', `/settings/${picture}`, { answer: programmeSettings, form });
}

/** Every picture of the splash screen, replaced by `files` in their order. */
export function uploadWelcomeImages(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('welcomeImages', file);
  return adminCall('PUT', '/settings/welcome-images', { answer: programmeSettings, form });
}

/** The splash screen without pictures of the programme's (the app shows its own). */
export const removeWelcomeImages = () =>
  adminCall('DELETE', '/settings/welcome-images', { answer: programmeSettings });

/** A picture's address on the file server, or undefined when the programme has none. */
export const logoUrl = (logo: string): string | undefined =>
  logo === '' ? undefined : /^(https?:|\/)/.test(logo) ? logo : `/files/${logo}`;
