import sharp from 'sharp';
import { AppError } from '../../lib/errors';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** Larger pictures are refused before they are decoded (a small file can hold a huge image). */
export const MAX_PICTURE_PIXELS = 40_000_000;
const PROFILE_EDGE = 512;

// Raster formats a phone or a browser produces. SVG (a document that can carry script), PDF,
// TIFF and anything sharp reads through other loaders are refused.
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const unreadable = () =>
  new AppError(
    400,
    'NOT_AN_IMAGE',
    'The file is not a picture we accept: send a JPEG, PNG, WebP, GIF or AVIF image.',
  );

/**
 * An image checked by its bytes (not its name or declared type) and re-encoded: WebP, at most
 * `edge` px on its longer side, turned upright, with every piece of metadata (EXIF, GPS,
 * comments) left behind.
 */
export async function toWebpImage(bytes: Buffer, edge: number): Promise<Buffer> {
  let meta: sharp.Metadata;
  try {
    // The header only: the size is checked below, before anything is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw unreadable();
  // sharp reads AVIF as HEIF; a HEIC photo (HEVC) is not decodable here, so say so now.
  if (meta.format === 'heif' && meta.compression !== 'av1') throw unreadable();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PICTURE_PIXELS) {
    throw new AppError(400, 'TOO_MANY_PIXELS', 'The picture is too large: at most 40 megapixels.');
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** A customer's picture: at most 512 px. */
export function toProfilePicture(bytes: Buffer): Promise<Buffer> {
  return toWebpImage(bytes, PROFILE_EDGE);
}
