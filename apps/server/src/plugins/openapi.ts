import fp from 'fastify-plugin';
import { renderDocsPage } from '../modules/api-reference/docs-page';
import { buildOpenApiDocument } from '../modules/api-reference/openapi-document';
import type { OpenApiDocument } from '../modules/api-reference/openapi-types';

export const DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/docs/openapi.json';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as Fastify saw it (method and URL pattern). */
    routeCatalog: readonly RouteEntry[];
  }
}

/**
 * The API reference: the OpenAPI 3.1 document at /api/docs/openapi.json and a readable page
 * at /api/docs. Register it before the route modules, so its catalogue sees every route.
 */
export const openApiPlugin = fp(
  async (app) => {
    const catalog: RouteEntry[] = [];
    app.decorate('routeCatalog', catalog);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) catalog.push({ method, url: route.url });
    });

    // Built on first use: the document is the same for the life of the process.
    let doc: OpenApiDocument | undefined;
    let page: string | undefined;
    const document = () =>
      (doc ??= buildOpenApiDocument(app.hasDecorator('adminCatalogue') ? app.adminCatalogue : []));

    app.get(OPENAPI_PATH, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return document();
    });
    app.get(DOCS_PATH, async (_request, reply) => {
      page ??= renderDocsPage(document(), OPENAPI_PATH);
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(page);
    });
  },
  { name: 'openapi' },
);
