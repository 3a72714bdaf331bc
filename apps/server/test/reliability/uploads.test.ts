import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectFailure, type TestApp } from '../helper';
import { freshIp, signIn, type Signed } from '../programme-helper';
import { multipart, pngClaiming, smallPng, type UploadFile } from './multipart-helper';
import { databaseDigest } from './reliability-helper';

/**
 * Hostile uploads, each refused with a clear message and nothing stored. (The re-encoding of
 * a real photo without its EXIF is in profile-picture.test.ts.)
 */
let t: TestApp;
let me: Signed;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, 'demo@example.com');
});
afterAll(() => t.close());

const upload = (file: UploadFile) => {
  const body = multipart({ CLIENT_ID: '1001', CUST_CODE: me.code }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/loyalty/ProfilePictureUploader',
    payload: body.payload,
    headers: { ...body.headers, cookie: me.cookie },
    remoteAddress: freshIp(),
  });
};

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("/api/loyalty/GetLoyPoints")</script><rect width="10" height="10"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');

describe('hostile uploads', () => {
  it('an SVG carrying a script, declared as SVG, is refused', async () => {
    const before = await databaseDigest(t.app);
    const res = await upload({ name: 'me.svg', type: 'image/svg+xml', bytes: SVG_WITH_SCRIPT });
    expectFailure(res, 400, /not a picture we accept/);
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('an HTML page named .png and declared as PNG is refused by its bytes', async () => {
    const before = await databaseDigest(t.app);
    const res = await upload({ name: 'me.png', type: 'image/png', bytes: HTML });
    expectFailure(res, 400, /not a picture we accept/);
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('a 10 MB file is refused as too large', async () => {
    const before = await databaseDigest(t.app);
    const big = Buffer.alloc(10 * 1024 * 1024, 0xff);
    const res = await upload({ name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expectFailure(res, 413, /5 MB/);
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('a PNG claiming 20,000 × 20,000 pixels is refused without decoding it', async () => {
    const cpuMs = async (file: UploadFile) => {
      const started = process.cpuUsage();
      const res = await upload(file);
      const cpu = process.cpuUsage(started);
      return { res, ms: (cpu.user + cpu.system) / 1000 };
    };
    // The baseline, in this run on this machine: a real 10 × 10 picture, decoded and stored.
    const small = await cpuMs({ name: 'small.png', type: 'image/png', bytes: await smallPng() });
    expect(small.res.statusCode).toBe(200);
    const before = await databaseDigest(t.app);
    const bomb = await pngClaiming(20_000, 20_000);
    const { res, ms } = await cpuMs({ name: 'bomb.png', type: 'image/png', bytes: bomb });
    expectFailure(res, 400, /megapixels/);
    // Decoding 400 megapixels costs thousands of times a 10 × 10 picture; a header read less
    // than the picture (the floor absorbs a collection landing in the measurement).
    expect(ms).toBeLessThan(Math.max(10 * small.ms, 100));
    expect(await databaseDigest(t.app)).toBe(before);
  });
});
