import { calls, serverPath } from '@loyalty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/modules/api-reference/openapi-types';
import { createTestApp, type TestApp } from './helper';

/** Routes that are not API operations: static files and the console, the reference itself, /dev. */
const NOT_OPERATIONS = /^(\*|\/\*|\/console(\/\*?)?|\/files\/\*|\/api\/docs(\/.*)?|\/dev\/.*)$/;

/** A path parameter as OpenAPI writes it (`{customerId}`) and as Fastify does (`:customerId`). */
// A path parameter is `:id` to Fastify and `{id}` in the document.
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const fastifyPath = (url: string) => url.replace(/\{([A-Za-z]+)\}/g, ':$1');

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('the API reference', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('lists every route the server registered', () => {
    const routes = t.app.routeCatalog.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !NOT_OPERATIONS.test(r.url),
    );
    // The catalogue really saw the modules (contract calls, staff API, probes).
    expect(routes.length).toBeGreaterThanOrEqual(calls.length + 6);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase() as 'get' | 'post'])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('documents only routes that exist', () => {
    for (const [url, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const route = { method: method.toUpperCase() as 'GET' | 'POST', url: fastifyPath(url) };
        expect(t.app.hasRoute(route), `${method} ${url}`).toBe(true);
      }
    }
  });

  it('describes every contract call with its request and answer schemas', () => {
    for (const def of calls) {
      const op = doc.paths[serverPath(def)]?.post;
      expect(op?.operationId, def.name).toBe(def.name);
      expect(op?.security, def.name).toEqual(def.auth === 'customer' ? [{ session: [] }] : []);
      expect(doc.components.schemas[`${def.name}Request`], def.name).toBeTypeOf('object');
      expect(doc.components.schemas[`${def.name}Response`], def.name).toBeTypeOf('object');
    }
    const login = doc.components.schemas.LoyLoginRequest as {
      properties: { DATA: { properties: Record<string, unknown> } };
    };
    expect(Object.keys(login.properties.DATA.properties)).toEqual(
      expect.arrayContaining(['USERNAME', 'PWORD', 'TYPE_NAME']),
    );
    const upload = doc.paths['/api/loyalty/ProfilePictureUploader']?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
  });

  it('describes the staff API with its key and the Idempotency-Key of a bill', () => {
    const bill = doc.paths['/api/pos/bills']?.post;
    expect(bill?.security).toEqual([{ staffKey: [] }, { staffKeyHeader: [] }]);
    expect(bill?.parameters?.map((p) => p.name)).toEqual(['Idempotency-Key']);
    const request = doc.components.schemas.PostBillRequest as { required: string[] };
    expect(request.required).toEqual(expect.arrayContaining(['billRef', 'customer', 'amount']));
  });

  it('has no dangling references', () => {
    const refs = refsIn(doc.paths);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop() ?? ''], ref).toBeDefined();
    }
  });

  it('renders a readable page without scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    for (const def of calls) expect(res.body).toContain(`id="${def.name}"`);
    expect(res.body).toContain('<code>/api/pos/bills</code>');
    expect(res.body).toContain('href="/api/docs/openapi.json"');
  });
});
