import fs from 'node:fs/promises';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import type { Tenant } from '../settings/tenants.repository';
import { contentRepository, type AboutSection } from './content.repository';
import { isPdf, storeFile } from './file-store';

const bad = (message: string) => new Refusal('BAD_CONTENT', message);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** About sections from a JSON document: `[{ "Heading": "…", "Content": "…" }, …]`. */
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
    return { heading: heading.trim(), content };
  });
}

/** The staff's edits of a programme's public content. */
export function contentService(deps: ServiceDeps & { filesDir: string }) {
  const repo = contentRepository(deps.db);

  return {
    async addStore(
      tenant: Tenant,
      store: { name: string; address: string; phone: string },
    ): Promise<void> {
      if (store.name.trim() === '') throw bad('A store needs a name.');
      if (store.phone !== '' && !/^[+\d][\d\s-]{4,19}$/.test(store.phone)) {
        throw bad('The phone number may hold only digits, spaces, dashes and a leading +.');
      }
      await repo.addStore(tenant.id, {
        name: store.name.trim(),
        address: store.address.trim(),
        phone: store.phone.trim(),
      });
    },

    async setAbout(tenant: Tenant, json: unknown): Promise<number> {
      const sections = readAboutSections(json);
      await inTransaction(deps.db, (trx) =>
        contentRepository(trx).replaceAbout(tenant.id, sections),
      );
      return sections.length;
    },

    /** Stores a PDF as the brochure of DownloadBrouchre. */
    async setBrochure(tenant: Tenant, pdfPath: string): Promise<string> {
      const bytes = await fs.readFile(pdfPath).catch(() => {
        throw bad(`Cannot read ${pdfPath}.`);
      });
      if (!isPdf(bytes)) throw bad(`${pdfPath} is not a PDF.`);
      const name = await storeFile(deps.filesDir, 'content', bytes, 'pdf');
      await repo.setBrochure(tenant.id, name, deps.now().toISOString());
      return name;
    },
  };
}
