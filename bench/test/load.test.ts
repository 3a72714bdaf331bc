import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflatedPiece, gzipPieces } from '@loyalty/server/data';
import { measure } from '../src/lib/load';

const long = Buffer.from(`[${Array.from({ length: 20_000 }, (_, i) => `{"N":${i}}`).join(',')}]`);
const answers: Record<string, { body: Buffer; gzip?: boolean }> = {
  '/long': { body: Buffer.concat([Buffer.from('{"STATUS":true,"L":'), long, Buffer.from('}')]) },
  '/refused': { body: Buffer.from(`{"MESSAGE":"${'x'.repeat(400)}","STATUS":false}`) },
  // STATUS past the head the generator keeps: not read, so not counted as answered.
  '/tail': { body: Buffer.concat([Buffer.from('{"L":'), long, Buffer.from(',"STATUS":true}')]) },
  // A gzip answer as the server sends a history: its head stored, readable as it is.
  '/gzip': {
    body: gzipPieces([Buffer.from('{"STATUS":true,"L":'), deflatedPiece(long), Buffer.from('}')]),
    gzip: true,
  },
  // Compressed whole: nothing of the answer can be read without inflating it.
  '/opaque': { body: gzipSync(Buffer.from('{"STATUS":true}')), gzip: true },
};
const seen: string[] = [];
let origin = '';
const server = http.createServer((req, res) => {
  seen.push(String(req.headers['accept-encoding']));
  req.resume().on('end', () => {
    const answer = answers[req.url ?? ''] ?? answers['/refused']!;
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(answer.gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(answer.body);
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const run = (path: string) =>
  measure(origin, () => ({ path, body: '{}' }), { connections: 2, duration: 1, warmup: 0 });

describe('the load generator', () => {
  it('reads STATUS from the head of a long answer, plain or gzipped as the server sends it', async () => {
    for (const path of ['/long', '/gzip']) {
      const figures = await run(path);
      expect(figures.requests).toBeGreaterThan(0);
      expect(figures.refused).toBe(0);
    }
  });

  it('counts an answer whose head does not say STATUS true as refused', async () => {
    for (const path of ['/refused', '/opaque', '/tail']) {
      const figures = await run(path);
      expect(figures.requests).toBeGreaterThan(0);
      expect(figures.refused).toBe(figures.requests);
    }
  });

  it('offers the encodings a browser offers', () => {
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['gzip, deflate, br, zstd']));
  });
});
