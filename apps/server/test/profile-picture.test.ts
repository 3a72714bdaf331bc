import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, expectFailure, type TestApp } from './helper';
import { freshIp, newCustomer, signIn, type Signed } from './programme-helper';
import { multipart, pngClaiming, type UploadFile } from './reliability/multipart-helper';

let t: TestApp;
let me: Signed;
beforeAll(async () => {
  t = await createTestApp();
  me = await newCustomer(t.app, 'profile', '0506660001');
});
afterAll(() => t.close());

const update = (details: Record<string, unknown>, who = me) =>
  call(
    t.app,
    'LoyUpdateCustomer',
    {
      ...DEMO,
      TYPE_NAME: 'CUSTOMER_UPDATE',
      CUSTOMER_DETAILS: { CUST_CODE: who.code, ...details },
    },
    { cookie: who.cookie, ip: freshIp() },
  );
const row = () =>
  t.app.db.selectFrom('customers').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();

const upload = (file?: UploadFile, fields: Record<string, string> = {}, cookie = me.cookie) => {
  const body = multipart({ CLIENT_ID: '1001', CUST_CODE: me.code, ...fields }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/loyalty/ProfilePictureUploader',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshIp(),
  });
};

describe('ProfilePictureUploader', () => {
  it('re-encodes a JPEG with GPS EXIF as WebP of at most 512 px without metadata', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload({ name: 'me.jpg', type: 'image/jpeg', bytes: photo });
    expect(res.statusCode).toBe(200);
    const body = answerOf('ProfilePictureUploader', res);
    expect(body).toEqual({
      Success: 'True',
      MESSAGE: 'Updated successfully',
      fileName: expect.stringMatching(/^profile\/[a-f0-9]{32}\.webp$/),
    });
    const stored = await fs.readFile(path.join(t.dataDir, 'files', String(body.fileName)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect((await row()).profile_image).toBe(body.fileName);

    // Served from /files with its type, nosniff and a long cache (content-addressed name).
    const served = await t.app.inject({ method: 'GET', url: `/files/${String(body.fileName)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The app sends the last segment back as profile_img; the customer record shows the URL.
    const last = String(body.fileName).split('/').pop();
    expect((await update({ profile_img: last })).json()).toMatchObject({ STATUS: true });
    const record = await call(
      t.app,
      'GetLoyPoints',
      { ...DEMO, TYPE_NAME: 'CUSTOMER', MOBILE_NUM: me.mobile, CUST_CODE: me.code },
      { cookie: me.cookie },
    );
    // Without an encoded slash: the address's last segment is the file's name alone.
    const image = record.json<{ DATA: { PROFILE_IMAGE: string } }>().DATA.PROFILE_IMAGE;
    expect(image).toMatch(/\/files\/profile\/[a-f0-9]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: new URL(image).pathname })).statusCode).toBe(
      200,
    );
  });

  it('takes the picture back in every form an app sends it, and a later edit keeps it', async () => {
    const photo = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#a37' },
    })
      .png()
      .toBuffer();
    const res = await upload({ name: 'me.png', type: 'image/png', bytes: photo });
    const fileName = String(answerOf('ProfilePictureUploader', res).fileName);
    const hash = fileName.split('/').pop() ?? '';
    const forms = [
      hash,
      fileName,
      encodeURIComponent(fileName),
      `http://localhost/files/${fileName}`,
      `http://localhost/files/${encodeURIComponent(fileName)}`,
      `http://localhost/files/${encodeURIComponent(encodeURIComponent(fileName))}?v=1`,
    ];
    for (const form of forms) {
      const answer = (await update({ profile_img: form, ADDR1: `No. ${form.length}` })).json();
      expect(answer, form).toMatchObject({ STATUS: true });
      expect((await row()).profile_image).toBe(fileName);
    }
    // What the server serves, sent back as the app sends it (its last segment).
    const record = await call(
      t.app,
      'GetLoyPoints',
      { ...DEMO, TYPE_NAME: 'CUSTOMER', MOBILE_NUM: me.mobile, CUST_CODE: me.code },
      { cookie: me.cookie },
    );
    const image = record.json<{ DATA: { PROFILE_IMAGE: string } }>().DATA.PROFILE_IMAGE;
    const sentBack = image.split('/').pop();
    expect((await update({ profile_img: sentBack, ADDR2: 'Road' })).json()).toMatchObject({
      STATUS: true,
    });
    expect((await row()).profile_image).toBe(fileName);
  });

  it('refuses a text file and an SVG named .jpg, by their bytes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const file of [
      {
        name: 'notes.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('just some text, not a picture'),
      },
      { name: 'avatar.jpg', type: 'image/jpeg', bytes: svg },
      {
        name: 'page.png',
        type: 'image/png',
        bytes: Buffer.from('<!doctype html><html><body>hi</body></html>'),
      },
    ]) {
      expectFailure(await upload(file), 400, /not a picture we accept/);
    }
  });

  it('refuses a file over 5 MB (413) and a picture over 40 megapixels without decoding it', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    expectFailure(await upload({ name: 'big.jpg', type: 'image/jpeg', bytes: big }), 413, /5 MB/);
    const huge = await pngClaiming(8000, 6000);
    expectFailure(
      await upload({ name: 'huge.png', type: 'image/png', bytes: huge }),
      400,
      /40 megapixels/,
    );
  });

  it('needs a session (401), the own customer code (403) and a file (400)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const file = { name: 'a.png', type: 'image/png', bytes: png };
    expectFailure(await upload(file, {}, ''), 401);
    const friend = await signIn(t.app, 'friend@example.com');
    expectFailure(await upload(file, { CUST_CODE: friend.code }), 403);
    expectFailure(await upload(undefined), 400, /myFile/);
  });
});
