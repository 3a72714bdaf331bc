import { Refusal } from '../../ledger/refusal';
import { storeFile } from '../content/file-store';
import { toWebpImage } from '../profile/picture';

/** A promotion picture's longest edge. */
const IMAGE_EDGE = 1600;

/** Each picture checked by its bytes and re-encoded (WebP, no metadata), at creation or after. */
export async function checkedImages(files: Buffer[]): Promise<Buffer[]> {
  const images: Buffer[] = [];
  for (const [i, bytes] of files.entries()) {
    images.push(
      await toWebpImage(bytes, IMAGE_EDGE).catch(() =>
        Promise.reject(
          new Refusal(
            'BAD_PROMOTION',
            `Image ${i + 1} is not a picture we accept (JPEG, PNG, WebP).`,
          ),
        ),
      ),
    );
  }
  return images;
}

/** Stores re-encoded pictures on the file server; their names in the same order. */
export async function storePictures(filesDir: string, images: Buffer[]): Promise<string[]> {
  const names: string[] = [];
  for (const image of images) names.push(await storeFile(filesDir, 'promotions', image, 'webp'));
  return names;
}
