import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files the programme serves at /files/: stored under a name made of their content's hash,
 * so a name never changes meaning and can be cached for ever (see the files route).
 */
export const CONTENT_ADDRESSED = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export type FileFolder = 'profile' | 'promotions' | 'flyers' | 'content';

/** Writes the bytes as `<folder>/<hash>.<ext>` (once; the same bytes give the same name). */
export async function storeFile(
  filesDir: string,
  folder: FileFolder,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;
  const dir = path.join(filesDir, folder);
  const target = path.join(dir, name);
  await fs.mkdir(dir, { recursive: true });
  if (!(await exists(target))) {
    // Write beside, then rename: a reader never sees half a file.
    const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}`);
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target);
  }
  return `${folder}/${name}`;
}

/** Whether a stored name (`folder/hash.ext`) exists under the files directory. */
export async function storedFileExists(
  filesDir: string,
  folder: FileFolder,
  name: string,
): Promise<boolean> {
  return CONTENT_ADDRESSED.test(name) && exists(path.join(filesDir, folder, name));
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** A PDF by its bytes: flyers and brochures must be one. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
