import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CONTENT_ADDRESSED } from '../modules/content/file-store';
import { IMMUTABLE } from './web-build';

/** Serves the tenants' files (logos, pictures, brochures) at /files/; answers their folder. */
export async function serveTenantFiles(app: FastifyInstance): Promise<string> {
  const filesDir = path.join(app.config.dataDir, 'files');
  fs.mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Logos and images are public and shown by tenant apps on other origins too.
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      // A content-addressed name never changes meaning: cache it for ever.
      const forever = CONTENT_ADDRESSED.test(path.basename(filePath));
      res.setHeader('cache-control', forever ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  return filesDir;
}
