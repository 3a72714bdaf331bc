import type { ProgrammeSettings, SettingsPatch } from '@loyalty/contract/admin';
import type { Updateable } from 'kysely';
import type { TenantsTable } from '../../db/tables/settings';
import { aedToFils, filsToAed } from '../../ledger/money';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import { storeFile } from '../content/file-store';
import { toWebpImage } from '../profile/picture';
import { tenantsRepository, type Tenant } from './tenants.repository';

/** The logo's longest edge: sharp in the app's header at three times its size. */
const LOGO_EDGE = 512;

export function settingsOf(t: Tenant): ProgrammeSettings {
  return {
    clientId: t.clientId,
    displayName: t.displayName,
    displayNameAr: t.displayNameAr,
    logo: t.logoUrl,
    footers: [...t.footers],
    brandColor: t.brandColor,
    features: { ...t.access },
    pointValueFils: t.rules.pointValueFils,
    pointsPerAed: t.rules.pointsPerAed,
    expiryMonths: t.rules.pointsExpiryMonths,
    voucherValidityDays: t.rules.voucherValidityDays,
    tiers: t.rules.cardTypes.map((c) => ({ name: c.name, minPoints: c.minPoints })),
    maxBill: filsToAed(t.rules.maxBillFils),
    timeZone: t.rules.timeZone,
    voucherConditions: [...t.voucherConditions.en],
    voucherConditionsAr: [...t.voucherConditions.ar],
  };
}

const flag = (on: boolean) => (on ? 1 : 0);

/** The columns a patch sets; a field equal to what is stored is left out. */
function columnsOf(patch: SettingsPatch, now: ProgrammeSettings): Updateable<TenantsTable> {
  const out: Updateable<TenantsTable> = {};
  const f = { ...now.features, ...patch.features };
  const [f1, f2, f3] = patch.footers ?? now.footers;
  if (patch.displayName !== undefined) out.app_display_name = patch.displayName;
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
  async function change(
    tenantId: number,
    who: AuditContext,
    values: (now: ProgrammeSettings) => Updateable<TenantsTable>,
  ): Promise<ProgrammeSettings> {
    const at = deps.now();
    return inTransaction(deps.db, async (trx) => {
      const repo = tenantsRepository(trx);
      const current = await repo.findById(tenantId);
      if (!current) throw gone();
      const before = settingsOf(current);
      await repo.update(tenantId, values(before));
      const updated = await repo.findById(tenantId);
      if (!updated) throw gone();
      const after = settingsOf(updated);
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
    async read(tenantId: number): Promise<ProgrammeSettings> {
      const tenant = await tenantsRepository(deps.db).findById(tenantId);
      if (!tenant) throw gone();
      return settingsOf(tenant);
    },

    update(tenantId: number, patch: SettingsPatch, who: AuditContext) {
      return change(tenantId, who, (now) => columnsOf(patch, now));
    },

    /** A new logo: checked by its bytes and re-encoded (WebP, metadata left behind). */
    async setLogo(tenantId: number, bytes: Buffer, who: AuditContext) {
      const image = await toWebpImage(bytes, LOGO_EDGE);
      const name = await storeFile(deps.filesDir, 'content', image, 'webp');
      return change(tenantId, who, () => ({ logo_url: name }));
    },
  };
}
