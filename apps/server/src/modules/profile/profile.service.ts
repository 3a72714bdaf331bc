import { isUniqueViolation } from '../../db/database';
import { DUPLICATE_EMAIL, DUPLICATE_MOBILE } from '../accounts/accounts.service';
import { storeFile, storedFileExists } from '../content/file-store';
import { Refusal } from '../points/refusal';
import type { ServiceDeps } from '../points/service-deps';
import { toProfilePicture } from './picture';
import { profileChanges, type CustomerUpdate } from './profile-rules';
import { profileRepository, type CustomerChanges } from './profile.repository';

export const UPDATED = 'Updated successfully';

/** The file name in any form of a picture reference; what cannot be decoded stays as sent. */
export function pictureFileName(sent: string): string {
  let text = sent.trim().split(/[?#]/)[0] ?? '';
  // Twice at most: a name encoded once by the server and once more by a client.
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(text); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return text.split(/[/\\]/).pop() ?? '';
}

export function profileService(deps: ServiceDeps & { filesDir: string }) {
  const repo = profileRepository(deps.db);

  /**
   * `profile_img` as sent back by an app: the bare name, the upload's fileName
   * (`profile/<hash>.webp`), the last segment of the picture's address, or the whole address,
   * each encoded or not (older answers served `profile%2F<hash>.webp`).
   */
  async function storedPicture(sent: string): Promise<string> {
    const name = pictureFileName(sent);
    if (name === '') return '';
    if (!(await storedFileExists(deps.filesDir, 'profile', name))) {
      throw new Refusal('UNKNOWN_PICTURE', 'Upload the picture first: this file is unknown.');
    }
    return `profile/${name}`;
  }

  async function refuseTaken(customerId: number, tenantId: number, changes: CustomerChanges) {
    const taken = await repo.takenByOthers(tenantId, customerId, changes.email, changes.mobile);
    if (taken.email) throw new Refusal('DUPLICATE', DUPLICATE_EMAIL);
    if (taken.mobile) throw new Refusal('DUPLICATE', DUPLICATE_MOBILE);
  }

  async function save(customerId: number, tenantId: number, changes: CustomerChanges) {
    await refuseTaken(customerId, tenantId, changes);
    try {
      await repo.update(customerId, { ...changes, updated_at: deps.now().toISOString() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another customer took the e-mail or mobile a moment ago: the unique index decided.
      await refuseTaken(customerId, tenantId, changes);
      throw error;
    }
  }

  return {
    /** LoyUpdateCustomer: the session's own customer only, under the sign-up rules. */
    async update(customerId: number, tenantId: number, update: CustomerUpdate): Promise<void> {
      const changes = profileChanges(update, deps.now());
      if (update.profile_img !== undefined)
        changes.profile_image = await storedPicture(update.profile_img);
      await save(customerId, tenantId, changes);
    },

    /**
     * ProfilePictureUploader: checks and re-encodes the picture, stores it and makes it the
     * customer's picture at once (the app's following LoyUpdateCustomer sets the same name).
     */
    async savePicture(customerId: number, bytes: Buffer): Promise<string> {
      const name = await storeFile(deps.filesDir, 'profile', await toProfilePicture(bytes), 'webp');
      await repo.update(customerId, { profile_image: name, updated_at: deps.now().toISOString() });
      return name;
    },
  };
}
