import path from 'node:path';
import {
  MAX_WELCOME_IMAGES,
  programmeSettings,
  settingsPatch,
  SETTINGS_PICTURES,
  type SettingsPicture,
} from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { programmeSettingsService } from '../settings/programme-settings.service';
import { adminRoute } from './admin-route';
import { asFieldRefusal, fileRefused, readUpload, withUploads } from './admin-upload';

const OWNER = ['owner'] as const;

/** The programme's settings (owner only); a change shows in the customers' app at once. */
export function settingsAdminRoutes(app: FastifyInstance): void {
  const settings = programmeSettingsService({
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    filesDir: path.join(app.config.dataDir, 'files'),
  });
  // The customers' calls read programmes through a cache: a change must not wait for it.
  const fresh = <T>(value: T): T => {
    app.tenants.clear();
    return value;
  };

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/settings',
      roles: OWNER,
      summary: 'The programme’s settings',
      response: programmeSettings,
    },
    ({ who }) => settings.read(who.tenant.id),
  );

  adminRoute(
    app,
    {
      method: 'PATCH',
      url: '/api/admin/settings',
      roles: OWNER,
      summary: 'Change some of the programme’s settings (only the fields given)',
      body: settingsPatch,
      response: programmeSettings,
    },
    async ({ who, body }) => fresh(await settings.update(who.tenant.id, body, who.audit)),
  );

  withUploads(app, (scope) => {
    for (const picture of SETTINGS_PICTURES) {
      const { field, what } = PICTURE_FIELDS[picture];
      adminRoute(
        scope,
        {
          method: 'PUT',
          url: `/api/admin/settings/${picture}`,
          roles: OWNER,
          summary: `Upload ${what} (multipart, file \`${field}\`; re-encoded as WebP)`,
          upload: { files: [field] },
          response: programmeSettings,
        },
        async ({ who, request }) => {
          const { files } = await readUpload(request, z.object({}), [field]);
          const bytes = files[field]?.[0];
          if (!bytes) throw fileRefused(field, `Choose a picture for ${what}.`);
          return fresh(
            await asFieldRefusal(field, () =>
              settings.setPicture(who.tenant.id, picture, bytes, who.audit),
            ),
          );
        },
      );
    }
    adminRoute(
      scope,
      {
        method: 'PUT',
        url: '/api/admin/settings/welcome-images',
        roles: OWNER,
        summary: `Replace the splash screen's pictures (multipart, files \`welcomeImages\`, 1 to ${MAX_WELCOME_IMAGES} in order; re-encoded as WebP)`,
        upload: { files: ['welcomeImages'] },
        response: programmeSettings,
      },
      async ({ who, request }) => {
        const { files } = await readUpload(request, z.object({}), ['welcomeImages']);
        const images = files.welcomeImages ?? [];
        if (images.length === 0)
          throw fileRefused('welcomeImages', 'Choose at least one picture for the splash screen.');
        return fresh(await settings.setWelcomeImages(who.tenant.id, images, who.audit));
      },
    );
  });

  adminRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/settings/welcome-images',
      roles: OWNER,
      summary: 'Remove the splash screen’s pictures (the app shows its own)',
      response: programmeSettings,
    },
    async ({ who }) => fresh(await settings.setWelcomeImages(who.tenant.id, [], who.audit)),
  );
}

/** Each picture's file field (its name in the settings) and how a message names it. */
const PICTURE_FIELDS: Record<SettingsPicture, { field: string; what: string }> = {
  logo: { field: 'logo', what: 'the logo' },
  'footer-logo': { field: 'footerLogo', what: 'the footer logo' },
  'hero-image': { field: 'heroImage', what: 'the landing picture' },
};
