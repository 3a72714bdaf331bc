import {
  MAX_WELCOME_IMAGES,
  type ProgrammeSettings,
  type SettingsPatch,
  type SettingsPicture,
} from '@loyalty/contract/admin';
import type { Updateable } from 'kysely';
import type { TenantsTable } from '../../db/tables/settings';
import { aedToFils, filsToAed } from '../../ledger/money';
import { AppError } from '../../lib/errors';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import { storeFile } from '../content/file-store';
import { toWebpImage } from '../profile/picture';
import { tenantsRepository, type Tenant } from './tenants.repository';

/**
 * Each picture's column and longest edge: the logos sharp in the app's header and footer at
 * three times their size, the landing's picture as the command line stores it.
 */
const PICTURES: Record<SettingsPicture, { column: keyof TenantsTable; edge: number }> = {
  logo: { column: 'logo_url', edge: 512 },
  'footer-logo': { column: 'footer_logo_url', edge: 512 },
  'hero-image': { column: 'hero_image', edge: 1280 },
};

export function settingsOf(t: Tenant, origins: string[]): ProgrammeSettings {
  return {
    clientId: t.clientId,
    displayName: t.displayName,
    displayNameAr: t.displayNameAr,
    logo: t.logoUrl,
    footerLogo: t.footerLogoUrl,
    heroImage: t.heroImage,
    tagline: t.tagline,
    welcomeImages: [...t.loadScreenImages],
    origins,
    footers: [...t.footers],
    brandColor: t.brandColor,
    features: { ...t.access },
    pointValueFils: t.rules.pointValueFils,
    pointsPerAed: t.rules.pointsPerAed,
    expiryMonths: t.rules.pointsExpiryMonths,
    voucherValidityDays: t.rules.voucherValidityDays,
    tiers: t.rules.cardTypes.map((c) => ({ name: c.name, minPoints: c.minPoints })),
    tierWindowMonths: t.rules.tierWindowMonths,
    expiryReminderDays: t.rules.expiryReminderDays,
    maxBill: filsToAed(t.rules.maxBillFils),
    timeZone: t.rules.timeZone,
    voucherConditions: [...t.voucherConditions.en],
    voucherConditionsAr: [...t.voucherConditions.ar],
  };
}

/** The splash screen's pictures fill a phone's screen: as sharp as the landing's. */
const WELCOME_EDGE = 1280;
const TOO_MANY = `At most ${MAX_WELCOME_IMAGES} pictures.`;

const flag = (on: boolean) => (on ? 1 : 0);

/** The columns a patch sets; a field equal to what is stored is left out. */
function columnsOf(patch: SettingsPatch, now: ProgrammeSettings): Updateable<TenantsTable> {
  const out: Updateable<TenantsTable> = {};
  const f = { ...now.features, ...patch.features };
  const [f1, f2, f3] = patch.footers ?? now.footers;
  if (patch.displayName !== undefined) out.app_display_name = patch.displayName;
  if (patch.tagline !== undefined) out.tagline = patch.tagline;
  if (patch.displayNameAr !== undefined) out.app_display_name_ar = patch.displayNameAr;
  if (patch.voucherConditions) out.voucher_conditions = JSON.stringify(patch.voucherConditions);
  if (patch.voucherConditionsAr)
    out.voucher_conditions_ar = JSON.stringify(patch.voucherConditionsAr);
  if (patch.footers) Object.assign(out, { footer1: f1, footer2: f2, footer3: f3 });
  if (patch.brandColor !== undefined) out.brand_color = patch.brandColor;
  if (patch.features) {
    out.access_voucher = flag(f.voucher);
    out.access_share_points = flag(f.sharePoints);
    out.access_dark_mode = flag(f.darkMode);
    out.access_bill_history = flag(f.billHistory);
  }
  if (patch.pointValueFils !== undefined) out.point_value_fils = patch.pointValueFils;
  if (patch.pointsPerAed !== undefined) out.points_per_aed = patch.pointsPerAed;
  if (patch.expiryMonths !== undefined) out.points_expiry_months = patch.expiryMonths;
  if (patch.voucherValidityDays !== undefined)
    out.voucher_validity_days = patch.voucherValidityDays;
  if (patch.tiers) out.card_types = JSON.stringify(patch.tiers);
  if (patch.tierWindowMonths !== undefined) out.tier_window_months = patch.tierWindowMonths;
  if (patch.expiryReminderDays !== undefined) out.expiry_reminder_days = patch.expiryReminderDays;
  if (patch.maxBill !== undefined) out.max_bill_fils = aedToFils(patch.maxBill);
  if (patch.timeZone !== undefined) out.time_zone = patch.timeZone;
  return out;
}

/** The fields whose value differs, before and after: what the audit log keeps. */
function changes(before: ProgrammeSettings, after: ProgrammeSettings) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProgrammeSettings)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}

const gone = () => new Refusal('NOT_FOUND', 'There is no such programme.');

/**
 * A programme's settings as its owner edits them. Each change is one transaction with its
 * audit entry (the changed fields before and after); callers empty the programme cache after.
 */
export function programmeSettingsService(deps: ServiceDeps & { filesDir: string }) {
  async function readWith(repo: ReturnType<typeof tenantsRepository>, tenantId: number) {
    const tenant = await repo.findById(tenantId);
    if (!tenant) throw gone();
    return settingsOf(tenant, await repo.origins(tenantId));
  }

  async function change(
    tenantId: number,
    who: AuditContext,
    values: (now: ProgrammeSettings) => Updateable<TenantsTable>,
    origins?: readonly string[],
  ): Promise<ProgrammeSettings> {
    const at = deps.now();
    return inTransaction(deps.db, async (trx) => {
      const repo = tenantsRepository(trx);
      const before = await readWith(repo, tenantId);
      await repo.update(tenantId, values(before));
      if (origins) await repo.setOrigins(tenantId, [...new Set(origins)]);
      const after = await readWith(repo, tenantId);
      const diff = changes(before, after);
      if (Object.keys(diff.after).length > 0)
        await recordAudit(
          trx,
          tenantId,
          who,
          { action: 'settings.update', entity: 'programme', entityId: tenantId, ...diff },
          at,
        );
      return after;
    });
  }

  return {
    read(tenantId: number): Promise<ProgrammeSettings> {
      return readWith(tenantsRepository(deps.db), tenantId);
    },

    update(tenantId: number, patch: SettingsPatch, who: AuditContext) {
      return change(tenantId, who, (now) => columnsOf(patch, now), patch.origins);
    },

    /** A new logo or landing picture: checked by its bytes and re-encoded (WebP, no metadata). */
    async setPicture(tenantId: number, which: SettingsPicture, bytes: Buffer, who: AuditContext) {
      const { column, edge } = PICTURES[which];
      const image = await toWebpImage(bytes, edge);
      const name = await storeFile(deps.filesDir, 'content', image, 'webp');
      return change(tenantId, who, () => ({ [column]: name }));
    },

    /** The splash screen's pictures, every one replaced (none: the app's own splash). */
    async setWelcomeImages(tenantId: number, files: Buffer[], who: AuditContext) {
      if (files.length > MAX_WELCOME_IMAGES)
        throw new AppError(400, 'TOO_MANY_FILES', TOO_MANY, { welcomeImages: TOO_MANY });
      const images: Buffer[] = [];
      for (const [i, bytes] of files.entries()) {
        const image = await toWebpImage(bytes, WELCOME_EDGE).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          const message = `Picture ${i + 1}: ${error.message}`;
          throw new AppError(400, error.code, message, { welcomeImages: message });
        });
        images.push(image);
      }
      // Stored once every picture is accepted: a refused one leaves no file behind.
      const stored: string[] = [];
      for (const image of images)
        stored.push(await storeFile(deps.filesDir, 'content', image, 'webp'));
      return change(tenantId, who, () => ({ load_screen_images: JSON.stringify(stored) }));
    },
  };
}
