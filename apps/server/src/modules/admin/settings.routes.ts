import path from 'node:path';
import { programmeSettings, settingsPatch } from '@loyalty/contract/admin';
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

  withUploads(app, (scope) =>
    adminRoute(
      scope,
      {
        method: 'PUT',
        url: '/api/admin/settings/logo',
        roles: OWNER,
        summary: 'Upload the programme’s logo (multipart, field `logo`; re-encoded as WebP)',
        response: programmeSettings,
      },
      async ({ who, request }) => {
        const { files } = await readUpload(request, z.object({}), ['logo']);
        const logo = files.logo?.[0];
        if (!logo) throw fileRefused('logo', 'Choose a picture for the logo.');
        return fresh(
          await asFieldRefusal('logo', () => settings.setLogo(who.tenant.id, logo, who.audit)),
        );
      },
    ),
  );
}
