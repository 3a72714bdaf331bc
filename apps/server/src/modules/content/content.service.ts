import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { recordAudit, type AuditContext, type AuditEntry } from '../audit/audit';
import type { Tenant } from '../settings/tenants.repository';
import { contentRepository, type AboutSection, type StoreTexts } from './content.repository';
import { isPdf, storeFile } from './file-store';

const bad = (message: string) => new Refusal('BAD_CONTENT', message);
const noStore = () => new Refusal('NOT_FOUND', 'There is no such store.');

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A store as staff send it; the Arabic texts may be left out. */
export type StoreInput = Omit<StoreTexts, 'nameAr' | 'addressAr'> &
  Partial<Pick<StoreTexts, 'nameAr' | 'addressAr'>>;

export interface SocialLink {
  name: string;
  link: string;
  valid: boolean;
}

/** An optional text of a section: '' when missing, refused when not text. */
function optionalText(item: Record<string, unknown>, names: string[], where: string): string {
  const value = names.map((n) => item[n]).find((v) => v !== undefined && v !== null);
  if (value === undefined) return '';
  if (typeof value !== 'string') throw bad(`${where}: "${names[0]}" must be text.`);
  return value;
}

/**
 * About sections from a JSON document: `[{ "Heading": "…", "Content": "…", "HeadingAr": "…",
 * "ContentAr": "…" }, …]` (the Arabic optional; the console's camel case is read too).
 */
export function readAboutSections(json: unknown): AboutSection[] {
  if (!Array.isArray(json) || json.length === 0) {
    throw bad('The about file must be a JSON list of { "Heading", "Content" } sections.');
  }
  return json.map((item, i) => {
    const heading = isRecord(item) ? (item.Heading ?? item.heading) : undefined;
    const content = isRecord(item) ? (item.Content ?? item.content) : undefined;
    if (typeof heading !== 'string' || heading.trim() === '' || typeof content !== 'string') {
      throw bad(`Section ${i + 1} needs a non-empty "Heading" and a "Content" text.`);
    }
    const section = item as Record<string, unknown>;
    const where = `Section ${i + 1}`;
    return {
      heading: heading.trim(),
      content,
      headingAr: optionalText(section, ['HeadingAr', 'headingAr'], where).trim(),
      contentAr: optionalText(section, ['ContentAr', 'contentAr'], where),
    };
  });
}

function checkedStore(store: StoreInput): StoreTexts {
  if (store.name.trim() === '') throw bad('A store needs a name.');
  if (store.phone !== '' && !/^[+\d][\d\s-]{4,19}$/.test(store.phone)) {
    throw bad('The phone number may hold only digits, spaces, dashes and a leading +.');
  }
  return {
    name: store.name.trim(),
    address: store.address.trim(),
    nameAr: (store.nameAr ?? '').trim(),
    addressAr: (store.addressAr ?? '').trim(),
    phone: store.phone.trim(),
  };
}

const storeShown = (s: {
  loc_name: string;
  address: string;
  loc_name_ar: string;
  address_ar: string;
  phone: string;
}): StoreTexts => ({
  name: s.loc_name,
  address: s.address,
  nameAr: s.loc_name_ar,
  addressAr: s.address_ar,
  phone: s.phone,
});

/** The staff's edits of a programme's public content, each with its audit entry. */
export function contentService(deps: ServiceDeps & { filesDir: string }) {
  /** Runs a change and its audit entry in one transaction. */
  function audited<T>(
    tenant: Tenant,
    who: AuditContext,
    work: (repo: ReturnType<typeof contentRepository>) => Promise<{ result: T; entry: AuditEntry }>,
  ): Promise<T> {
    const now = deps.now();
    return inTransaction(deps.db, async (trx) => {
      const { result, entry } = await work(contentRepository(trx));
      await recordAudit(trx, tenant.id, who, entry, now);
      return result;
    });
  }

  const reads = contentRepository(deps.db);

  return {
    async stores(tenant: Tenant) {
      const rows = await reads.stores(tenant.id);
      return rows.map((r) => ({ id: r.id, ...storeShown(r) }));
    },
    about: (tenant: Tenant) => reads.about(tenant.id),
    async socialLinks(tenant: Tenant): Promise<SocialLink[]> {
      const rows = await reads.socialLinks(tenant.id);
      return rows.map((r) => ({ name: r.name, link: r.link, valid: r.valid === 1 }));
    },

    addStore(tenant: Tenant, input: StoreInput, who: AuditContext): Promise<number> {
      const store = checkedStore(input);
      return audited(tenant, who, async (repo) => {
        const id = await repo.addStore(tenant.id, store);
        return {
          result: id,
          entry: { action: 'store.create', entity: 'store', entityId: id, after: { ...store } },
        };
      });
    },

    updateStore(tenant: Tenant, id: number, input: StoreInput, who: AuditContext): Promise<number> {
      const store = checkedStore(input);
      return audited(tenant, who, async (repo) => {
        const before = await repo.store(tenant.id, id);
        if (!before) throw noStore();
        await repo.updateStore(id, store);
        const entry = {
          action: 'store.update',
          entity: 'store',
          entityId: id,
          before: { ...storeShown(before) },
          after: { ...store },
        };
        return { result: id, entry };
      });
    },

    removeStore(tenant: Tenant, id: number, who: AuditContext): Promise<void> {
      return audited(tenant, who, async (repo) => {
        const before = await repo.store(tenant.id, id);
        if (!before) throw noStore();
        await repo.removeStore(id);
        return {
          result: undefined,
          entry: {
            action: 'store.delete',
            entity: 'store',
            entityId: id,
            before: { ...storeShown(before) },
          },
        };
      });
    },

    setAbout(tenant: Tenant, json: unknown, who: AuditContext): Promise<number> {
      const sections = readAboutSections(json);
      return audited(tenant, who, async (repo) => {
        const before = await repo.about(tenant.id);
        await repo.replaceAbout(tenant.id, sections);
        const headings = (list: AboutSection[]) => ({ headings: list.map((s) => s.heading) });
        const entry = {
          action: 'about.update',
          entity: 'about',
          before: headings(before),
          after: headings(sections),
        };
        return { result: sections.length, entry };
      });
    },

    setSocialLinks(tenant: Tenant, links: SocialLink[], who: AuditContext): Promise<number> {
      return audited(tenant, who, async (repo) => {
        const before = await repo.socialLinks(tenant.id);
        await repo.replaceSocialLinks(tenant.id, links);
        const shown = (l: { name: string; link: string }[]) => l.map((x) => `${x.name} ${x.link}`);
        const entry = {
          action: 'social_links.update',
          entity: 'social_links',
          before: { links: shown(before) },
          after: { links: shown(links) },
        };
        return { result: links.length, entry };
      });
    },

    /** Stores a PDF as the brochure of DownloadBrouchre. */
    async setBrochure(tenant: Tenant, bytes: Buffer, who: AuditContext): Promise<string> {
      if (!isPdf(bytes)) throw bad('The brochure is not a PDF.');
      const name = await storeFile(deps.filesDir, 'content', bytes, 'pdf');
      return audited(tenant, who, async (repo) => {
        const before = await repo.brochure(tenant.id);
        await repo.setBrochure(tenant.id, name, deps.now().toISOString());
        const entry = {
          action: 'brochure.update',
          entity: 'brochure',
          before: { file: before?.file_name ?? '' },
          after: { file: name },
        };
        return { result: name, entry };
      });
    },
  };
}
