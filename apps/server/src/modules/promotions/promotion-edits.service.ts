import { normaliseDate } from '@loyalty/contract';
import type { Selectable, Updateable } from 'kysely';
import type { PromotionsTable } from '../../db/programme-tables';
import { AppError } from '../../lib/errors';
import { isoDay } from '../../ledger/money';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import { isPdf, storeFile } from '../content/file-store';
import { toWebpImage } from '../profile/picture';
import type { Tenant } from '../settings/tenants.repository';
import { promotionsRepository } from './promotions.repository';

const IMAGE_EDGE = 1600;
const bad = (message: string) => new Refusal('BAD_PROMOTION', message);
const notFound = () => new Refusal('NOT_FOUND', 'There is no such promotion.');

export interface PromotionInput {
  code: string;
  title: string;
  description: string;
  /** In Arabic; '' or left out for none. */
  titleAr?: string | undefined;
  descriptionAr?: string | undefined;
  from: string;
  to: string;
  /** Image files' bytes in the order the carousel shows them. */
  images: Buffer[];
  /** A PDF flyer, optional. */
  flyer?: Buffer | undefined;
  /** Added but not shown yet (valid 'N'). */
  hidden?: boolean | undefined;
}

export interface PromotionEdit {
  title?: string | undefined;
  description?: string | undefined;
  titleAr?: string | undefined;
  descriptionAr?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  hidden?: boolean | undefined;
}

function day(value: string, name: string): string {
  const iso = normaliseDate(value);
  if (!iso) throw bad(`${name} must be a date such as 2026-12-31.`);
  return iso.slice(0, 10);
}

type Row = Pick<
  Selectable<PromotionsTable>,
  'title' | 'description' | 'title_ar' | 'description_ar' | 'valid_from' | 'valid_to' | 'enabled'
>;
const shown = (r: Row) => ({
  title: r.title,
  description: r.description,
  titleAr: r.title_ar,
  descriptionAr: r.description_ar,
  from: r.valid_from,
  to: r.valid_to,
  hidden: r.enabled !== 1,
});

/** The staff's changes to promotions (console and command line), each with its audit entry. */
export function promotionEditsService(deps: ServiceDeps & { filesDir: string }) {
  async function change(
    tenant: Tenant,
    ref: { id: number } | { code: string },
    who: AuditContext,
    action: string,
    values: (row: Selectable<PromotionsTable>) => Updateable<PromotionsTable>,
  ): Promise<number> {
    const now = deps.now();
    return inTransaction(deps.db, async (trx) => {
      const repo = promotionsRepository(trx);
      const row = await repo.find(tenant.id, ref);
      if (!row) throw 'code' in ref ? bad(`No promotion has the code ${ref.code}.`) : notFound();
      const set = values(row);
      const next = { ...row, ...set };
      if (next.valid_to < next.valid_from) throw bad('The end date is before the start date.');
      await repo.update(row.id, set);
      await recordAudit(
        trx,
        tenant.id,
        who,
        { action, entity: 'promotion', entityId: row.id, before: shown(row), after: shown(next) },
        now,
      );
      return row.id;
    });
  }

  return {
    /** Every promotion, ended ones too, for the console. */
    async all(tenant: Tenant) {
      const rows = await promotionsRepository(deps.db).all(tenant.id);
      return rows.map((r) => ({
        id: r.id,
        code: r.promo_code,
        ...shown(r),
        flyer: r.flyer,
        images: Number(r.images),
        image: r.image ?? '',
      }));
    },

    /** Adds a promotion with its images (checked and re-encoded) and flyer (a PDF). */
    async add(tenant: Tenant, input: PromotionInput, who: AuditContext): Promise<number> {
      const code = input.code.trim();
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(code))
        throw bad('The code may hold 1 to 40 letters, digits, - and _.');
      if (input.title.trim() === '') throw bad('A promotion needs a title.');
      const from = day(input.from, 'The start date');
      const to = day(input.to, 'The end date');
      if (to < from) throw bad('The end date is before the start date.');
      if (input.images.length === 0) throw bad('Give at least one image.');
      if (await promotionsRepository(deps.db).find(tenant.id, { code })) {
        const taken = `A promotion with code ${code} exists already.`;
        // Named by its field, so the console's form shows it on the code.
        throw new AppError(409, 'CODE_TAKEN', taken, { code: taken });
      }
      const images: Buffer[] = [];
      for (const [i, bytes] of input.images.entries()) {
        images.push(
          await toWebpImage(bytes, IMAGE_EDGE).catch(() =>
            Promise.reject(bad(`Image ${i + 1} is not a picture we accept (JPEG, PNG, WebP).`)),
          ),
        );
      }
      if (input.flyer && !isPdf(input.flyer)) throw bad('The flyer is not a PDF.');
      const names: string[] = [];
      for (const image of images)
        names.push(await storeFile(deps.filesDir, 'promotions', image, 'webp'));
      const flyer = input.flyer ? await storeFile(deps.filesDir, 'flyers', input.flyer, 'pdf') : '';
      const now = deps.now();
      return inTransaction(deps.db, async (trx) => {
        const values = {
          tenant_id: tenant.id,
          promo_code: code,
          title: input.title.trim(),
          description: input.description.trim(),
          title_ar: (input.titleAr ?? '').trim(),
          description_ar: (input.descriptionAr ?? '').trim(),
          flyer,
          valid_from: from,
          valid_to: to,
          enabled: input.hidden ? 0 : 1,
          created_at: now.toISOString(),
        };
        const id = await promotionsRepository(trx).insert(values, names);
        await recordAudit(
          trx,
          tenant.id,
          who,
          {
            action: 'promotion.create',
            entity: 'promotion',
            entityId: id,
            after: { code, ...shown(values), images: names.length, flyer: flyer !== '' },
          },
          now,
        );
        return id;
      });
    },

    /** Changes the texts, the days it runs (its schedule) or whether it is shown. */
    edit(tenant: Tenant, id: number, edit: PromotionEdit, who: AuditContext) {
      return change(tenant, { id }, who, 'promotion.update', () => ({
        ...(edit.title === undefined ? {} : { title: edit.title.trim() }),
        ...(edit.description === undefined ? {} : { description: edit.description.trim() }),
        ...(edit.titleAr === undefined ? {} : { title_ar: edit.titleAr.trim() }),
        ...(edit.descriptionAr === undefined ? {} : { description_ar: edit.descriptionAr.trim() }),
        ...(edit.from === undefined ? {} : { valid_from: day(edit.from, 'The start date') }),
        ...(edit.to === undefined ? {} : { valid_to: day(edit.to, 'The end date') }),
        ...(edit.hidden === undefined ? {} : { enabled: edit.hidden ? 0 : 1 }),
      }));
    },

    /** Ends a promotion today: it is no longer listed from tomorrow, and no longer valid now. */
    end(tenant: Tenant, ref: { id: number } | { code: string }, who: AuditContext) {
      const today = isoDay(deps.now().toISOString());
      return change(tenant, ref, who, 'promotion.end', (row) => ({
        valid_to: row.valid_to < today ? row.valid_to : today,
        valid_from: row.valid_from < today ? row.valid_from : today,
        enabled: 0,
      }));
    },
  };
}
