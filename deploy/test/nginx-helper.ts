import fs from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
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
 * nginx comes from the system (.ci/run installs Debian's package when it is missing). Started
 * for the test file importing this one (the hooks below), with how to ask it.
 */

export const HOST = 'demo.loyalty.test';
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

export function request(
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

export const get = (url: string, headers: Record<string, string> = {}) =>
  request('GET', url, headers);

export function call(
  name: Parameters<typeof envelope>[0],
  data: Record<string, unknown>,
  headers = {},
) {
  const { path: url, body } = envelope(name, data);
  return request('POST', url, { 'content-type': 'application/json', ...headers }, body);
}

export const json = (answer: Answer) =>
  JSON.parse(answer.body.toString()) as Record<string, unknown>;

/** Sign-ups so far: the per-address limit (20 an hour) counts them all. */
export let signUps = 0;
export async function signUp(forwardedFor?: string) {
  const customer = registration('1001', 'nginx');
  const answer = await call(
    'LoyCreateCustomer',
    customer.DATA,
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  );
  if (answer.status === 200) signUps += 1;
  return { customer, answer };
}
