import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from '../src/modules/api-reference/openapi-types';
import { createTestApp, type TestApp } from './helper';

/** The admin API's uploads in the API reference: a multipart form with its fields and files. */
describe('the admin uploads in the API reference', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  });
  afterAll(() => t.close());

  const form = (path: string, method: 'post' | 'put') => {
    const op = doc.paths[path]?.[method];
    const content = op?.requestBody?.content ?? {};
    expect(Object.keys(content), path).toEqual(['multipart/form-data']);
    const ref = String(content['multipart/form-data']?.schema.$ref ?? '');
    return doc.components.schemas[ref.split('/').pop() ?? ''] as JsonSchema & {
      properties: Record<string, JsonSchema>;
    };
  };

  it('documents every upload route of the catalogue as multipart', () => {
    const uploads = t.app.adminCatalogue.filter((r) => r.upload);
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    for (const route of uploads) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const schema = form(path, route.method.toLowerCase() as 'post' | 'put');
      for (const file of route.upload?.files ?? [])
        expect(schema.properties[file], `${path} ${file}`).toEqual({
          type: 'array',
          items: { type: 'string', format: 'binary' },
        });
    }
  });

  it('names the text fields of the contract beside the files', () => {
    const replace = form('/api/admin/promotions/{promotionId}/files', 'put');
    expect(Object.keys(replace.properties).sort()).toEqual(['flyer', 'images', 'removeFlyer']);
    const create = form('/api/admin/promotions', 'post');
    expect(Object.keys(create.properties)).toEqual(
      expect.arrayContaining(['code', 'title', 'from', 'to', 'images', 'flyer']),
    );
    const brochure = doc.paths['/api/admin/brochure'];
    expect(brochure?.get?.responses['200']?.content).toBeDefined();
  });
});
