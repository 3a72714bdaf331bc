import { isUniqueViolation } from '../../db/errors';
import { addMinutes } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { randomToken, sha256 } from '../../lib/tokens';
import { fileUrl } from '../../lib/urls';
import { LIMITS } from '../../lib/limits';
import type { RateLimiter } from '../../lib/limits';
import { storeFile, storedFileExists } from '../content/file-store';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import type { Tenant } from '../settings/tenants.repository';
import { confirmEmailMail, emailChangedMail } from './email-change-mail';
import { emailChangesRepository } from './email-changes.repository';
import { toProfilePicture } from './picture';
import { profileChanges, type CustomerUpdate } from './profile-rules';
import { profileRepository, type CustomerChanges } from './profile.repository';
import { mailLanguage, programmeIn, type MailLanguage } from '../accounts/mail-language';

export const UPDATED = 'Updated successfully';
/** A new e-mail waits for its owner; said alike whether the address was free or not. */
export const EMAIL_CONFIRMATION_SENT =
  'Updated successfully. To change your e-mail address, open the link we sent to the new address.';
/** Refuses a mobile number another customer has, without saying so. */
export const MOBILE_UNAVAILABLE = 'This mobile number cannot be used. Please enter another.';
export const TOO_MANY_IDENTIFIER_CHANGES =
  'Your e-mail address or mobile number has been changed too often today. Please try again tomorrow.';
export const EMAIL_LINK_HOURS = 24;
export const CONFIRM_EMAIL_PATH = '/api/profile/confirm-email';

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

export interface EditContext {
  customerId: number;
  tenant: Tenant;
  /** Our public origin, for the link in the confirmation mail. */
  origin: string;
}

export function profileService(
  deps: ServiceDeps & {
    filesDir: string;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    findTenant(id: number): Promise<Tenant | undefined>;
  },
) {
  const repo = profileRepository(deps.db);
  const emailChanges = emailChangesRepository(deps.db);

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
    const taken = await repo.takenByOthers(tenantId, customerId, undefined, changes.mobile);
    if (taken.mobile) throw new Refusal('MOBILE_UNAVAILABLE', MOBILE_UNAVAILABLE);
  }

  async function save(customerId: number, tenantId: number, changes: CustomerChanges) {
    await refuseTaken(customerId, tenantId, changes);
    try {
      await repo.update(customerId, { ...changes, updated_at: deps.now().toISOString() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another customer took the mobile a moment ago: the unique index decided.
      await refuseTaken(customerId, tenantId, changes);
      throw error;
    }
  }

  /**
   * The new address gets a link that applies the change; nothing is mailed when another
   * customer has the address, and the caller is answered the same.
   */
  async function askToConfirm(
    edit: EditContext,
    newEmail: string,
    customerName: string,
    language: MailLanguage,
  ) {
    const taken = await repo.takenByOthers(edit.tenant.id, edit.customerId, newEmail);
    if (taken.email) return;
    const token = randomToken();
    const at = deps.now();
    await emailChanges.put({
      customerId: edit.customerId,
      tenantId: edit.tenant.id,
      newEmail,
      tokenHash: sha256(token),
      expiresAt: addMinutes(at, EMAIL_LINK_HOURS * 60).toISOString(),
      createdAt: at.toISOString(),
    });
    await deps.mailer.send({
      tenantId: edit.tenant.id,
      to: newEmail,
      fromName: edit.tenant.displayName,
      ...confirmEmailMail({
        language,
        programme: programmeIn(edit.tenant, language),
        logoUrl: fileUrl(edit.origin, edit.tenant.footerLogoUrl),
        customerName,
        link: `${edit.origin}${CONFIRM_EMAIL_PATH}?token=${token}`,
        hours: EMAIL_LINK_HOURS,
      }),
    });
  }

  return {
    /**
     * LoyUpdateCustomer: the session's own customer only, under the sign-up rules. A new
     * e-mail applies once the link mailed to it is opened; the other fields at once. Changes
     * of e-mail or mobile are limited per day, since each answer tells whether a value is free.
     * Answers the message for the caller.
     */
    async update(edit: EditContext, update: CustomerUpdate): Promise<string> {
      const changes = profileChanges(update, deps.now());
      if (update.profile_img !== undefined)
        changes.profile_image = await storedPicture(update.profile_img);
      // The app sends every field each time: only a different value is a change.
      const current = await repo.identity(edit.customerId);
      const { email: newEmail, ...rest } = changes;
      const emailChange = newEmail !== undefined && newEmail !== current.email ? newEmail : null;
      if (rest.mobile === current.mobile) delete rest.mobile;
      if (emailChange !== null || rest.mobile !== undefined) {
        try {
          await deps.rateLimiter.hit(LIMITS.identifierChangesPerCustomer, String(edit.customerId));
        } catch (error) {
          if (error instanceof AppError && error.status === 429) {
            throw new Refusal('TOO_MANY_IDENTIFIER_CHANGES', TOO_MANY_IDENTIFIER_CHANGES);
          }
          throw error;
        }
      }
      await save(edit.customerId, edit.tenant.id, rest);
      if (emailChange === null) return UPDATED;
      await askToConfirm(
        edit,
        emailChange,
        rest.first_name ?? current.first_name,
        mailLanguage(current.language),
      );
      return EMAIL_CONFIRMATION_SENT;
    },

    /**
     * The link of the confirmation mail: applies the new e-mail once, within its time, if no
     * other customer has taken the address since; the old address is told. Answers the new
     * address, or null for a link that cannot be used (one answer, whatever the reason).
     * `origin` is our public origin, for the programme's logo in the mail.
     */
    async confirmEmail(token: string, origin: string): Promise<string | null> {
      const change = await emailChanges.take(sha256(token));
      if (!change || change.expiresAt <= deps.now().toISOString()) return null;
      const before = await repo.identity(change.customerId);
      const taken = await repo.takenByOthers(change.tenantId, change.customerId, change.newEmail);
      if (taken.email) return null;
      try {
        await repo.update(change.customerId, {
          email: change.newEmail,
          updated_at: deps.now().toISOString(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      if (before.email === '') return change.newEmail;
      const tenant = await deps.findTenant(change.tenantId);
      const language = mailLanguage(before.language);
      const programme = tenant ? programmeIn(tenant, language) : '';
      await deps.mailer.send({
        tenantId: change.tenantId,
        to: before.email,
        fromName: programme,
        ...emailChangedMail({
          language,
          programme,
          logoUrl: fileUrl(origin, tenant?.footerLogoUrl ?? ''),
          customerName: before.first_name,
          newEmail: change.newEmail,
        }),
      });
      return change.newEmail;
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
