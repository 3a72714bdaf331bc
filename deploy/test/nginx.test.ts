import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOST, request, get, call, json, signUps, signUp } from './nginx-helper';

describe('nginx with deploy/nginx/loyalty.conf', () => {
  it('sends plain HTTP to HTTPS on the same host', async () => {
    const answer = await request('GET', '/some/page?x=1', {}, undefined, false);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${HOST}/some/page?x=1`);
  });

  it('gives a Secure session cookie and HSTS over HTTPS, and takes a 5 MB photo', async () => {
    const { customer, answer } = await signUp();
    expect(json(answer)).toMatchObject({ STATUS: true });
    const login = await call('LoyLogin', {
      USERNAME: customer.email,
      PWORD: customer.password,
      TYPE_NAME: 'EMAIL',
      LOC_ID: '001',
      CLIENT_ID: '1001',
    });
    expect(json(login)).toMatchObject({ STATUS: true });
    expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const sid = (login.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
    expect(sid).toMatch(/;\s*Secure/i);
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    // A photo just under the server's own 5 MB limit: nginx must pass it on, not answer 413.
    // Noise does not compress, so the PNG is as large as its pixels.
    const side = 1300;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5_000_000);
    expect(photo.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const data = json(login).DATA as Record<string, string> | Record<string, string>[];
    const code = (Array.isArray(data) ? data[0] : data)?.CUST_CODE ?? '';
    const boundary = `----nginxtest${Date.now()}`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field('CLIENT_ID', '1001') + field('CUST_CODE', code)),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="myFile"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await request(
      'POST',
      '/api/loyalty/ProfilePictureUploader',
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: sid?.split(';')[0] ?? '',
      },
      body,
    );
    expect(upload.status, upload.body.toString().slice(0, 300)).toBe(200);
    expect(json(upload)).toMatchObject({ Success: 'True' });
  });

  it('overwrites X-Forwarded-For: a client cannot pick the address the rate limits count', async () => {
    // Every sign-up claims another address; all come from this one client through nginx.
    let n = 0;
    while (signUps < 20) {
      n += 1;
      const { answer } = await signUp(`198.51.100.${n}`);
      expect(answer.status, answer.body.toString()).toBe(200);
    }
    const { answer } = await signUp('203.0.113.77');
    expect(answer.status).toBe(429);
    expect(json(answer)).toMatchObject({ STATUS: false });
  });

  it('passes the prebuilt .br and .gz through and lets hashed assets be kept for a year', async () => {
    for (const encoding of ['br', 'gzip']) {
      const asset = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // A name that is not there (an older build's) must not be remembered for a year.
    const missing = await get('/assets/app-Zz99Yy88.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^console\.log/);
  });
});
