import * as z from 'zod/mini';
import { answer } from '../answer';
import { aboutSection, brochure, contactInfo, socialLink, store } from '../entities';
import { dataBase, envelope } from '../envelope';
import { withClientId, yesNo } from '../fields';
import { list } from '../readers';
import { defineCall } from '../define';

/** Contact details, stores, social links, brochure, about. */

/**
 * 15 Loy_GetLocationDetails: contact (`type: 'CONTACT_US', main_loc: 'Y'`, answer
 * `STATUS: 'TRUE'` and the details in DATA[0]) or stores (client_id only, DATA list).
 */
export const locationDetailsRequest = z.lazy(() =>
  envelope(
    withClientId('client_id', {
      ...dataBase,
      type: z.optional(z.literal('CONTACT_US')),
      main_loc: z.optional(yesNo),
    }),
  ),
);

/** Either answer: a store row has loc_name; anything else reads as contact details. */
export const locationDetailsResponse = answer({ DATA: list(z.union([store, contactInfo])) });
export const contactDetailsResponse = answer({ DATA: list(contactInfo) });
export const storeListResponse = answer({ DATA: list(store) });

/** 16 DownloadSocialLinks. */
export const socialLinksRequest = z.lazy(() => envelope(withClientId('CLIENT_ID', dataBase)));
export const socialLinksResponse = answer({ SOCIALS: list(socialLink) });

/** 17 DownloadBrouchre (the wire's spelling): the file is DATA[0].FilePath. */
export const brochureRequest = z.lazy(() => envelope(withClientId('CLIENT_ID', dataBase)));
export const brochureResponse = answer({ DATA: list(brochure) });

/** 26 Loy_getAboutUs (docs/wire-protocol.md §7 shows no status on this answer). */
export const aboutUsRequest = z.lazy(() => envelope(withClientId('client_id', dataBase)));
export const aboutUsResponse = answer({ DATA: list(aboutSection) });

/** This group's calls, as the registry lists them. */
export const locationDetailsCall = defineCall({
  id: 15,
  name: 'Loy_GetLocationDetails',
  base: 'base1',
  path: 'Loy_GetLocationDetails',
  auth: 'public',
  request: locationDetailsRequest,
  response: locationDetailsResponse,
});

export const socialLinksCall = defineCall({
  id: 16,
  name: 'DownloadSocialLinks',
  base: 'base',
  path: 'DownloadSocialLinks',
  auth: 'public',
  request: socialLinksRequest,
  response: socialLinksResponse,
});

export const brochureCall = defineCall({
  id: 17,
  name: 'DownloadBrouchre',
  base: 'base',
  path: 'DownloadBrouchre',
  auth: 'public',
  request: brochureRequest,
  response: brochureResponse,
});

export const aboutUsCall = defineCall({
  id: 26,
  name: 'Loy_getAboutUs',
  base: 'base1',
  path: 'Loy_getAboutUs',
  auth: 'public',
  request: aboutUsRequest,
  response: aboutUsResponse,
});
