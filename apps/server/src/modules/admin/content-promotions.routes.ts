import path from 'node:path';
import {
  adminPromotion,
  promotionCreateFields,
  promotionEdit,
  promotionFilesFields,
  promotionList,
  promotionParams,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../ledger/refusal';
import { promotionEditsService } from '../promotions/promotion-edits.service';
import { adminRoute } from './admin-route';
import { readUpload, withUploads } from './admin-upload';

const ROLES = ['owner', 'manager'] as const;

/** Promotions: list, create with images and flyer, edit and schedule, end now. */
export function promotionsAdminRoutes(app: FastifyInstance): void {
  const promotions = promotionEditsService({
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    filesDir: path.join(app.config.dataDir, 'files'),
  });
  const one = async (tenantId: Parameters<typeof promotions.all>[0], id: number) =>
    (await promotions.all(tenantId)).find((p) => p.id === id);

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/promotions',
      roles: ROLES,
      summary: 'Every promotion, ended ones too',
      response: promotionList,
    },
    async ({ who }) => ({ items: await promotions.all(who.tenant) }),
  );

  withUploads(app, (scope) =>
    adminRoute(
      scope,
      {
        method: 'POST',
        url: '/api/admin/promotions',
        roles: ROLES,
        summary:
          'Add a promotion (multipart: its fields, files `images` and an optional `flyer` PDF)',
        upload: { fields: promotionCreateFields, files: ['images', 'flyer'] },
        response: adminPromotion,
      },
      async ({ who, request }) => {
        const { fields, files } = await readUpload(request, promotionCreateFields, [
          'images',
          'flyer',
        ]);
        const id = await promotions.add(
          who.tenant,
          {
            ...fields,
            hidden: fields.hidden === 'true',
            images: files.images ?? [],
            flyer: files.flyer?.[0],
          },
          who.audit,
        );
        return one(who.tenant, id);
      },
    ),
  );

  adminRoute(
    app,
    {
      method: 'PATCH',
      url: '/api/admin/promotions/:promotionId',
      roles: ROLES,
      summary: 'Change a promotion’s texts, schedule (from, to) or visibility',
      params: promotionParams,
      body: promotionEdit,
      response: adminPromotion,
    },
    async ({ who, params, body }) =>
      one(who.tenant, await promotions.edit(who.tenant, params.promotionId, body, who.audit)),
  );

  withUploads(app, (scope) =>
    adminRoute(
      scope,
      {
        method: 'PUT',
        url: '/api/admin/promotions/:promotionId/files',
        roles: ROLES,
        summary:
          'Replace a promotion’s pictures (files `images`, every one in order) or flyer (a `flyer` PDF, or `removeFlyer=true`)',
        params: promotionParams,
        upload: { fields: promotionFilesFields, files: ['images', 'flyer'] },
        response: adminPromotion,
      },
      async ({ who, params, request }) => {
        // Another programme's or a missing promotion is refused before the upload is read.
        if (!(await one(who.tenant, params.promotionId)))
          throw new Refusal('NOT_FOUND', 'There is no such promotion.');
        const { fields, files } = await readUpload(request, promotionFilesFields, [
          'images',
          'flyer',
        ]);
        const id = await promotions.replaceFiles(
          who.tenant,
          params.promotionId,
          {
            images: files.images ?? [],
            flyer: files.flyer?.[0],
            removeFlyer: fields.removeFlyer === 'true',
          },
          who.audit,
        );
        return one(who.tenant, id);
      },
    ),
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/promotions/:promotionId/end',
      roles: ROLES,
      summary: 'End a promotion now',
      params: promotionParams,
      response: adminPromotion,
    },
    async ({ who, params }) =>
      one(who.tenant, await promotions.end(who.tenant, { id: params.promotionId }, who.audit)),
  );
}
