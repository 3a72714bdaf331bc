import { adminError, programmeSettings } from '@loyalty/contract/admin';
import type { ProgrammeSettings, SettingsPatch } from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AdminApiError, NETWORK_FAILED, UNREADABLE, adminCall } from '../../lib/api';

/** The programme's settings (GET /api/admin/settings, owners only). */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => adminCall('GET', '/settings', { answer: programmeSettings, signal }),
});

/** Changes only the fields given; the answer is the settings as they now are. */
export const patchSettings = (body: SettingsPatch) =>
  adminCall('PATCH', '/settings', { answer: programmeSettings, body });

/**
 * Uploads the logo as multipart (field `logo`); the JSON-only `adminCall` does not send files,
 * so this reads the answer and the refusal the same way.
 */
export async function uploadLogo(file: File): Promise<ProgrammeSettings> {
  const form = new FormData();
  form.append('logo', file);
  let response: Response;
  try {
    response = await fetch('/api/admin/settings/logo', {
      method: 'PUT',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new AdminApiError(0, NETWORK_FAILED);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = z.safeParse(adminError, json);
    throw new AdminApiError(
      response.status,
      refusal.success ? refusal.data.MESSAGE : UNREADABLE,
      refusal.success ? (refusal.data.fields ?? {}) : {},
      response.status === 401,
    );
  }
  const answer = z.safeParse(programmeSettings, json);
  if (!answer.success) throw new AdminApiError(response.status, UNREADABLE);
  return answer.data;
}

/** The logo's address on the file server, or undefined when the programme has none. */
export const logoUrl = (logo: string): string | undefined =>
  logo === '' ? undefined : /^(https?:|\/)/.test(logo) ? logo : `/files/${logo}`;
