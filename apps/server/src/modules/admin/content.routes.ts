import path from 'node:path';
import {
  aboutSections,
  adminStore,
  brochureAnswer,
  changedCount,
  currentBrochure,
  ratingQuestions,
  socialLinks,
  storeInput,
  storeList,
  storeParams,
} from '@loyalty/contract/admin';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { contentService } from '../content/content.service';
import { feedbackService } from '../feedback/feedback.service';
import { adminRoute } from './admin-route';
import { fileRefused, readUpload, withUploads } from './admin-upload';
import { promotionsAdminRoutes } from './content-promotions.routes';

const ROLES = ['owner', 'manager'] as const;

/** The programme's public content: promotions, stores, about, rating questions, links, brochure. */
export function contentAdminRoutes(app: FastifyInstance): void {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const content = contentService({ ...deps, filesDir: path.join(app.config.dataDir, 'files') });
  const feedback = feedbackService(deps);
  promotionsAdminRoutes(app);

  const stores = async (tenant: Parameters<typeof content.stores>[0]) => ({
    items: await content.stores(tenant),
  });
  const store = async (tenant: Parameters<typeof content.stores>[0], id: number) =>
    (await content.stores(tenant)).find((s) => s.id === id);

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/stores',
      roles: ROLES,
      summary: 'The store list',
      response: storeList,
    },
    ({ who }) => stores(who.tenant),
  );
  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/stores',
      roles: ROLES,
      summary: 'Add a store',
      body: storeInput,
      response: adminStore,
    },
    async ({ who, body }) => store(who.tenant, await content.addStore(who.tenant, body, who.audit)),
  );
  adminRoute(
    app,
    {
      method: 'PATCH',
      url: '/api/admin/stores/:storeId',
      roles: ROLES,
      summary: 'Change a store',
      params: storeParams,
      body: storeInput,
      response: adminStore,
    },
    async ({ who, params, body }) =>
      store(who.tenant, await content.updateStore(who.tenant, params.storeId, body, who.audit)),
  );
  adminRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/stores/:storeId',
      roles: ROLES,
      summary: 'Remove a store',
      params: storeParams,
      response: storeList,
    },
    async ({ who, params }) => {
      await content.removeStore(who.tenant, params.storeId, who.audit);
      return stores(who.tenant);
    },
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/about',
      roles: ROLES,
      summary: 'The about page’s sections',
      response: aboutSections,
    },
    async ({ who }) => ({ sections: await content.about(who.tenant) }),
  );
  adminRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/about',
      roles: ROLES,
      summary: 'Replace the about page’s sections',
      body: aboutSections,
      response: changedCount,
    },
    async ({ who, body }) => ({
      count: await content.setAbout(who.tenant, body.sections, who.audit),
    }),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/rating-questions',
      roles: ROLES,
      summary: 'The feedback screen’s questions',
      response: ratingQuestions,
    },
    async ({ who }) => ({ questions: await feedback.questions(who.tenant) }),
  );
  adminRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/rating-questions',
      roles: ROLES,
      summary: 'Publish a new set of questions (earlier ones keep their answers)',
      body: ratingQuestions,
      response: changedCount,
    },
    async ({ who, body }) => ({
      count: await feedback.setQuestions(who.tenant, body.questions, who.audit),
    }),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/social-links',
      roles: ROLES,
      summary: 'The social links',
      response: socialLinks,
    },
    async ({ who }) => ({ links: await content.socialLinks(who.tenant) }),
  );
  adminRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/social-links',
      roles: ROLES,
      summary: 'Replace the social links',
      body: socialLinks,
      response: changedCount,
    },
    async ({ who, body }) => ({
      count: await content.setSocialLinks(who.tenant, body.links, who.audit),
    }),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/brochure',
      roles: ROLES,
      summary: 'The brochure customers download now (`file` is empty when there is none)',
      response: currentBrochure,
    },
    async ({ who }) => content.brochure(who.tenant),
  );
  withUploads(app, (scope) =>
    adminRoute(
      scope,
      {
        method: 'PUT',
        url: '/api/admin/brochure',
        roles: ROLES,
        summary: 'Upload the brochure (multipart, a PDF in the field `brochure`)',
        upload: { files: ['brochure'] },
        response: brochureAnswer,
      },
      async ({ who, request }) => {
        const { files } = await readUpload(request, z.object({}), ['brochure']);
        const pdf = files.brochure?.[0];
        if (!pdf) throw fileRefused('brochure', 'Choose a PDF for the brochure.');
        return { file: await content.setBrochure(who.tenant, pdf, who.audit) };
      },
    ),
  );
}
