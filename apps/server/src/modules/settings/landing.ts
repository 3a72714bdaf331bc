import fs from 'node:fs/promises';
import { storeFile } from '../content/file-store';
import { Refusal } from '../../ledger/refusal';
import { toWebpImage } from '../profile/picture';
import type { TenantsRepository } from './tenants.repository';

/** One line on a phone's landing, under the logo. */
export const TAGLINE_MAX = 80;
/** The hero picture's longest edge: sharp on a phone at twice its width, and no larger. */
const HERO_EDGE = 1280;

const bad = (message: string) => new Refusal('BAD_TENANT', message);

export interface LandingInput {
  /** A picture file (path) for the landing's hero. */
  heroImage?: string | undefined;
  tagline?: string | undefined;
}

/** A checked landing, ready to store: nothing is written until `save`. */
export interface CheckedLanding {
  hero?: Buffer;
  tagline?: string;
}

/** Reads and checks the landing before anything is created, so bad input changes nothing. */
export async function checkLanding(input: LandingInput): Promise<CheckedLanding> {
  const out: CheckedLanding = {};
  if (input.tagline !== undefined) {
    const tagline = input.tagline.trim();
    if (/[\r\n]/.test(tagline)) throw bad('The tagline must be one line.');
    if ([...tagline].length > TAGLINE_MAX)
      throw bad(`The tagline must be at most ${TAGLINE_MAX} characters.`);
    out.tagline = tagline;
  }
  if (input.heroImage !== undefined) {
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(input.heroImage);
    } catch {
      throw bad(`Cannot read ${input.heroImage}.`);
    }
    out.hero = await toWebpImage(bytes, HERO_EDGE).catch(() => {
      throw bad(`${input.heroImage} is not a picture (JPEG, PNG or WebP).`);
    });
  }
  return out;
}

/** Stores the hero picture on the file server and the landing on the programme. */
export async function saveLanding(
  tenants: Pick<TenantsRepository, 'setLanding'>,
  filesDir: string,
  tenantId: number,
  landing: CheckedLanding,
): Promise<void> {
  const heroImage = landing.hero && (await storeFile(filesDir, 'content', landing.hero, 'webp'));
  await tenants.setLanding(tenantId, {
    ...(heroImage ? { heroImage } : {}),
    ...(landing.tagline === undefined ? {} : { tagline: landing.tagline }),
  });
}
