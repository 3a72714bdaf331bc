import fs from 'node:fs/promises';
import { normaliseDate, type ResponseInput } from '@loyalty/contract';
import { isPdf, storeFile } from '../content/file-store';
import { isoDay } from '../../ledger/money';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { toWebpImage } from '../profile/picture';
import type { Tenant } from '../settings/tenants.repository';
import { promotionsRepository } from './promotions.repository';

const IMAGE_EDGE = 1600;
const bad = (message: string) => new Refusal('BAD_PROMOTION', message);

export interface PromotionInput {
  code: string;
  title: string;
  description: string;
  from: string;
  to: string;
  /** Image files (paths) in the order the carousel shows them. */
  images: string[];
  /** A PDF flyer (path), optional. */
  flyer?: string | undefined;
  /** Added but not shown yet (valid 'N'). */
  hidden?: boolean;
}

async function readFile(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch {
    throw bad(`Cannot read ${file}.`);
  }
}

function day(value: string, name: string): string {
  const iso = normaliseDate(value);
  if (!iso) throw bad(`${name} must be a date such as 2026-12-31.`);
  return iso.slice(0, 10);
}

export function promotionsService(deps: ServiceDeps & { filesDir: string }) {
  const repo = promotionsRepository(deps.db);

  return {
    /** LoyGetPromotions: promotions not yet ended; `valid` Y only when switched on. */
    async list(tenant: Tenant): Promise<ResponseInput<'LoyGetPromotions'>> {
      const rows = await repo.current(tenant.id, isoDay(deps.now().toISOString()));
      return {
        STATUS: true,
        PROMOTIONS: rows.map((p) => ({
          PROMO_ID: String(p.id),
          PROMO_CODE: p.promo_code,
          PROMO_DESC: p.title,
          DESC: p.description,
          PROMO_IMAGE: p.image ?? '',
          promo_flyer: p.flyer,
          FlyerPath: p.flyer,
          VALID_FROM: p.valid_from,
          VALID_TO: p.valid_to,
          valid: p.enabled === 1 ? 'Y' : 'N',
        })),
      };
    },

    async images(tenant: Tenant, promoId: string, promoCode: string) {
      const id = /^\d{1,15}$/.test(promoId) ? Number(promoId) : 0;
      const rows = await repo.images(tenant.id, id, promoCode);
      return { STATUS: true, DATA: rows.map((r) => ({ PROMO_IMAGE: r.file_name })) };
    },

    /** Adds a promotion with its images (checked and re-encoded) and flyer (a PDF). */
    async add(tenant: Tenant, input: PromotionInput): Promise<number> {
      const code = input.code.trim();
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(code))
        throw bad('The code may hold 1 to 40 letters, digits, - and _.');
      if (input.title.trim() === '') throw bad('A promotion needs a title.');
      const from = day(input.from, 'The start date');
      const to = day(input.to, 'The end date');
      if (to < from) throw bad('The end date is before the start date.');
      if (input.images.length === 0) throw bad('Give at least one image.');
      if (await repo.codeTaken(tenant.id, code))
        throw bad(`A promotion with code ${code} exists already.`);
      const images: Buffer[] = [];
      for (const file of input.images) {
        images.push(
          await toWebpImage(await readFile(file), IMAGE_EDGE).catch(() =>
            Promise.reject(bad(`${file} is not an image we accept.`)),
          ),
        );
      }
      const flyerBytes = input.flyer === undefined ? undefined : await readFile(input.flyer);
      if (flyerBytes && !isPdf(flyerBytes)) throw bad(`${input.flyer} is not a PDF.`);
      const names: string[] = [];
      for (const image of images)
        names.push(await storeFile(deps.filesDir, 'promotions', image, 'webp'));
      const flyer = flyerBytes ? await storeFile(deps.filesDir, 'flyers', flyerBytes, 'pdf') : '';
      return inTransaction(deps.db, (trx) =>
        promotionsRepository(trx).insert(
          {
            tenant_id: tenant.id,
            promo_code: code,
            title: input.title.trim(),
            description: input.description.trim(),
            flyer,
            valid_from: from,
            valid_to: to,
            enabled: input.hidden ? 0 : 1,
            created_at: deps.now().toISOString(),
          },
          names,
        ),
      );
    },

    /** Ends a promotion today: it is no longer listed from tomorrow, and no longer valid now. */
    async end(tenant: Tenant, code: string): Promise<void> {
      const today = isoDay(deps.now().toISOString());
      if (!(await repo.end(tenant.id, code.trim(), today)))
        throw bad(`No promotion has the code ${code}.`);
    },
  };
}
