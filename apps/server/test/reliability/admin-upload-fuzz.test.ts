import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, STAFF, TILL_KEY } from '../admin-helper';
import type { FormFile } from '../admin-upload-helper';
import { createTestApp, type TestApp } from '../helper';
import {
  adminUpload,
  programmeIds,
  routeKey,
  urlWith,
  VALID_UPLOADS,
  type ProgrammeIds,
  type UploadForm,
} from './admin-targets';
import { nastyValue } from './bad-input-arbitraries';
import { databaseDigest, seedPropertyTests, size } from './reliability-helper';

seedPropertyTests();

/**
 * Broken forms on every admin upload (promotions, their files, the brochure, the programme's
 * pictures): text fields changed, dropped or added, files of random bytes, cut short, empty or
 * under another name. The rule of the JSON writes holds: never a 5xx; a refusal is a 4xx with a
 * MESSAGE, a 400 names each field at fault, and a refusal leaves every table as it was.
 */
const RUNS = size(10, 120);
const SLIDING = ['staff_sessions', 'rate_limits'];

let t: TestApp;
let cookie: string;
let ids: ProgrammeIds;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await sessionFor(t.app, STAFF.owner);
  ids = await programmeIds(t.app, 'demo', { cookie }, TILL_KEY.demo);
});
afterAll(() => t.close());

const text = nastyValue.map((v) =>
  (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 5_000),
);
// Names a browser's FormData sends as they are (no quotes or line breaks to escape).
const fieldName = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const bytes = fc.uint8Array({ maxLength: 4_000 }).map((b) => Buffer.from(b));

/** One change of a form the route accepts. */
function brokenForm(base: UploadForm): fc.Arbitrary<UploadForm> {
  const names = Object.keys(base.fields);
  const withField = (key: string, value: string | undefined) => {
    const fields = { ...base.fields };
    if (value === undefined) delete fields[key];
    else fields[key] = value;
    return { ...base, fields };
  };
  const withFile = (i: number, change: (f: FormFile) => FormFile | undefined) => ({
    ...base,
    files: base.files.flatMap((f, j) => (j === i ? (change(f) ?? []) : [f])),
  });
  const file = fc.nat({ max: Math.max(0, base.files.length - 1) });
  const edits: fc.Arbitrary<UploadForm>[] = [
    fc.tuple(fieldName, text).map(([k, v]) => withField(k, v)),
    fc.tuple(file, bytes).map(([i, b]) => withFile(i, (f) => ({ ...f, bytes: b }))),
    fc
      .tuple(file, fc.nat())
      .map(([i, n]) =>
        withFile(i, (f) => ({ ...f, bytes: f.bytes.subarray(0, n % (f.bytes.length + 1)) })),
      ),
    file.map((i) => withFile(i, () => undefined)),
    fc.tuple(file, fieldName).map(([i, field]) => withFile(i, (f) => ({ ...f, field }))),
    fc.constant({ fields: {}, files: [] }),
  ];
  if (names.length > 0) {
    const name = fc.constantFrom(...names);
    edits.push(
      fc.tuple(name, text).map(([k, v]) => withField(k, v)),
      name.map((k) => withField(k, undefined)),
    );
  }
  return fc.oneof(...edits);
}

function checkAnswer(where: string, res: LightMyRequestResponse): boolean {
  const what = `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode < 400) return false;
  const answer = res.json<{ STATUS: unknown; MESSAGE: unknown; fields?: object }>();
  expect(answer.STATUS, what).toBe(false);
  expect(answer.MESSAGE, what).toEqual(expect.stringMatching(/\w/));
  if (res.statusCode === 400)
    expect(Object.keys(answer.fields ?? {}).length, what).toBeGreaterThan(0);
  return true;
}

describe('admin uploads: broken forms', () => {
  it(
    'never a 5xx; a refusal names the fields and writes nothing',
    { timeout: size(240_000, 3_600_000) },
    async () => {
      const uploads = t.app.adminCatalogue.filter((r) => r.upload);
      expect(uploads.length).toBeGreaterThanOrEqual(7);
      for (const route of uploads) {
        const valid = VALID_UPLOADS[routeKey(route)];
        expect(valid, routeKey(route)).toBeDefined();
        const base = await valid!();
        const url = urlWith(route.url, ids);
        let digest = await databaseDigest(t.app, SLIDING);
        await fc.assert(
          fc.asyncProperty(brokenForm(base), async (form) => {
            const res = await adminUpload(t.app, route, url, { cookie }, form);
            const refused = checkAnswer(routeKey(route), res);
            const after = await databaseDigest(t.app, SLIDING);
            if (refused) expect(after, `${routeKey(route)} wrote on a refusal`).toBe(digest);
            digest = after;
          }),
          { numRuns: RUNS },
        );
      }
    },
  );
});
