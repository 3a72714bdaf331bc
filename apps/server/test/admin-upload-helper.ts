import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CONSOLE_ORIGIN } from './admin-helper';

export interface FormFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as the console's FormData sends it: text fields, then files. */
export function formData(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----console${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG of noise: it does not compress, so it passes the anonymous body limit. */
export async function noisyPng(width = 400, height = 300): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export const png = (field: string, bytes: Buffer): FormFile => ({
  field,
  name: `${field}.png`,
  type: 'image/png',
  bytes,
});

export const pdf = (field: string, text = 'flyer'): FormFile => ({
  field,
  name: `${field}.pdf`,
  type: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});

/** Sends a form to the admin API as the console does: the session cookie and its own Origin. */
export function upload(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  form: ReturnType<typeof formData>,
) {
  return app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, host: 'localhost', cookie, origin: CONSOLE_ORIGIN },
  });
}
