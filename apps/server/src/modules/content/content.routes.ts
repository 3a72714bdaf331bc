import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { contentRepository } from './content.repository';

const yn = (on: number) => (on === 1 ? 'Y' : 'N');

/** `{ [name]: text }` when there is an Arabic text, else nothing: a blank one is none. */
export const arabic = <K extends string>(name: K, text: string) =>
  (text === '' ? {} : { [name]: text }) as Partial<Record<K, string>>;

/** Loy_GetLocationDetails, DownloadSocialLinks, DownloadBrouchre, Loy_getAboutUs: public content. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = contentRepository(app.db);

  app.call(registry.Loy_GetLocationDetails, {}, async ({ data, tenant }) => {
    const t = await tenant();
    if (data.DATA.type === 'CONTACT_US') {
      const contact = await content.contact(t.id);
      const details = contact && {
        message: contact.message,
        ...arabic('messageAr', contact.message_ar),
        phone: contact.phone,
        email: contact.email,
      };
      // docs/wire-protocol.md §7 #15: the contact answer's status is the string 'TRUE', the details DATA[0].
      return { STATUS: 'TRUE', DATA: details ? [details] : [] };
    }
    const stores = await content.stores(t.id);
    return {
      STATUS: true,
      DATA: stores.map((s) => ({
        loc_name: s.loc_name,
        address: s.address,
        ...arabic('loc_nameAr', s.loc_name_ar),
        ...arabic('addressAr', s.address_ar),
        phone: s.phone,
      })),
    };
  });

  app.call(registry.DownloadSocialLinks, {}, async ({ tenant }) => {
    const links = await content.socialLinks((await tenant()).id);
    return {
      STATUS: true,
      SOCIALS: links.map((l) => ({ LINK: l.link, NAME: l.name, VALID: yn(l.valid) })),
    };
  });

  app.call(registry.DownloadBrouchre, {}, async ({ tenant }) => {
    const brochure = await content.brochure((await tenant()).id);
    // A bare name on the file server, like every file the answers name (docs/decisions/013-vendor-backend.md).
    return { STATUS: true, DATA: brochure ? [{ FilePath: brochure.file_name }] : [] };
  });

  app.call(registry.Loy_getAboutUs, {}, async ({ tenant }) => {
    const sections = await content.about((await tenant()).id);
    return {
      STATUS: true,
      DATA: sections.map((s) => ({
        Heading: s.heading,
        Content: s.content,
        ...arabic('HeadingAr', s.headingAr),
        ...arabic('ContentAr', s.contentAr),
      })),
    };
  });
}
