import fs from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  freePort,
  hasProgram,
  read,
  registration,
  repoRoot,
  run,
  start,
  stop,
  type Started,
} from './support';

/**
 * deploy/nginx/loyalty.conf as shipped (ports, certificate and upstream swapped for the test's)
 * in front of the real server, which trusts X-Forwarded-* from the proxy's address only.
 * nginx comes from the system (.ci/run installs Debian's package when it is missing).
 */

const HOST = 'demo.loyalty.test';
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-nginx-'));
let server: Started | undefined;
let nginx: Started | undefined;
let httpsPort = 0;
let httpPort = 0;
const agent = new https.Agent({ rejectUnauthorized: false, keepAlive: false });

/** The shipped file with the test's ports, certificate and server address; each must be there. */
function testConf(conf: string, upstreamPort: number): string {
  const swaps: [string | RegExp, string][] = [
    ['server 127.0.0.1:8080;', `server 127.0.0.1:${upstreamPort};`],
    ['  listen 80;\n', `  listen 127.0.0.1:${httpPort};\n`],
    ['  listen [::]:80;\n', ''],
    [/ {2}listen 443 ssl( http2)?;\n/, `  listen 127.0.0.1:${httpsPort} ssl$1;\n`],
    [/ {2}listen \[::\]:443 ssl( http2)?;\n/, ''],
    [/\*\.loyalty\.example\.com/g, '*.loyalty.test'],
    ['/etc/ssl/loyalty/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/ssl/loyalty/privkey.pem', path.join(dir, 'key.pem')],
  ];
  for (const [from, to] of swaps) {
    const matches = typeof from === 'string' ? conf.includes(from) : from.test(conf);
    expect(matches, `loyalty.conf holds ${String(from)}`).toBe(true);
    if (typeof from !== 'string') from.lastIndex = 0;
    conf = typeof from === 'string' ? conf.split(from).join(to) : conf.replace(from, to);
  }
  return conf;
}

/** A built web app of three files: the shell and one hashed asset with its .br and .gz. */
async function webDist(): Promise<string> {
  const web = path.join(dir, 'web');
  await fs.mkdir(path.join(web, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  const js = 'console.log("app");\n'.repeat(200);
  const zlib = await import('node:zlib');
  const asset = path.join(web, 'assets/app-Ab12Cd34.js');
  await fs.writeFile(asset, js);
  await fs.writeFile(`${asset}.br`, zlib.brotliCompressSync(js));
  await fs.writeFile(`${asset}.gz`, zlib.gzipSync(js));
  return web;
}

beforeAll(async () => {
  if (!hasProgram('nginx') && !(await fs.stat('/usr/sbin/nginx').catch(() => undefined))) {
    throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does)');
  }
  const nginxBin = hasProgram('nginx') ? 'nginx' : '/usr/sbin/nginx';
  await fs.chmod(dir, 0o755);
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=*.loyalty.test',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ]);
  const data = path.join(dir, 'data');
  await fs.mkdir(data);
  server = await start(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: data,
      WEB_DIST: await webDist(),
      // Only the proxy may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: 'https://*.loyalty.test',
      SHUTDOWN_DELAY_MS: '0',
      LOG_LEVEL: 'info',
    },
    ready: /Server listening at http:\/\/127\.0\.0\.1:\d+/,
  });
  const upstreamPort = Number(
    /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1],
  );
  httpsPort = await freePort();
  httpPort = await freePort();
  await fs.writeFile(
    path.join(dir, 'loyalty.conf'),
    testConf(read('deploy/nginx/loyalty.conf'), upstreamPort),
  );
  // Workers run as nobody: their temporary folders must be theirs to write.
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await fs.mkdir(path.join(dir, temp), { mode: 0o777 });
    await fs.chmod(path.join(dir, temp), 0o777);
  }
  const main = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/loyalty.conf;
}
`;
  await fs.writeFile(path.join(dir, 'nginx.conf'), main);
  await run(nginxBin, [
    '-t',
    '-p',
    dir,
    '-e',
    path.join(dir, 'error.log'),
    '-c',
    path.join(dir, 'nginx.conf'),
  ]);
  nginx = await start(
    nginxBin,
    [
      '-p',
      dir,
      '-e',
      path.join(dir, 'error.log'),
      '-c',
      path.join(dir, 'nginx.conf'),
      '-g',
      'daemon off;',
    ],
    {
      env: { PATH: process.env.PATH },
    },
  );
  for (let i = 0; ; i += 1) {
    const up = await get('/health/live').then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 50) throw new Error(`nginx did not answer:\n${nginx.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  await stop(nginx, 'SIGQUIT');
  await stop(server, 'SIGTERM');
  await fs.rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
  tls = true,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: tls ? httpsPort : httpPort,
      method,
      path: url,
      headers: { host: HOST, ...headers },
      ...(tls ? { agent, servername: HOST } : {}),
    };
    const req = (tls ? https : http).request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const get = (url: string, headers: Record<string, string> = {}) => request('GET', url, headers);

function call(name: Parameters<typeof envelope>[0], data: Record<string, unknown>, headers = {}) {
  const { path: url, body } = envelope(name, data);
  return request('POST', url, { 'content-type': 'application/json', ...headers }, body);
}

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

/** Sign-ups so far: the per-address limit (20 an hour) counts them all. */
let signUps = 0;
async function signUp(forwardedFor?: string) {
  const customer = registration('1001', 'nginx');
  const answer = await call(
    'LoyCreateCustomer',
    customer.DATA,
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  );
  if (answer.status === 200) signUps += 1;
  return { customer, answer };
}

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
