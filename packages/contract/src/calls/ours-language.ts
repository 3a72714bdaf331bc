import * as z from 'zod/mini';
import { answer } from '../answer';
import { defineCall } from '../define';
import { dataBase, envelope } from '../envelope';
import { withClientId } from '../fields';

/**
 * The customer's language, ours (docs/decisions/020-our-features.md): the app stores the
 * customer's choice in the profile once signed in, so a new phone follows it, and the server
 * writes the customer's mails in it. The vendor's backend has neither call.
 */

/** The languages a customer may choose: English and Arabic. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A language as a request names it: exactly 'en' or 'ar'. */
export const language = z.enum(LANGUAGES);

/**
 * The stored language as an answer gives it, read tolerantly: 'AR', ' ar ' read as 'ar';
 * missing, null or a language this client does not know read as null (not chosen yet).
 */
export const storedLanguage = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): Language | null => {
    const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
    return (LANGUAGES as readonly string[]).includes(word) ? (word as Language) : null;
  }),
);

const languageAnswer = answer({
  DATA: z.optional(z.object({ LANGUAGE: storedLanguage })),
});

/** OurLanguage: the signed-in customer's stored language, null until one is chosen. */
export const ourLanguageRequest = z.lazy(() =>
  envelope(withClientId('CLIENT_ID', { ...dataBase })),
);
export const ourLanguageResponse = languageAnswer;

/** OurSetLanguage: stores the signed-in customer's choice; answers the language stored. */
export const ourSetLanguageRequest = z.lazy(() =>
  envelope(withClientId('CLIENT_ID', { ...dataBase, LANGUAGE: language })),
);
export const ourSetLanguageResponse = languageAnswer;

export const ourLanguageCall = defineCall({
  id: 37,
  name: 'OurLanguage',
  base: 'base',
  path: 'ours/Language',
  auth: 'customer',
  feature: 'language',
  request: ourLanguageRequest,
  response: ourLanguageResponse,
});

export const ourSetLanguageCall = defineCall({
  id: 38,
  name: 'OurSetLanguage',
  base: 'base',
  path: 'ours/SetLanguage',
  auth: 'customer',
  feature: 'language',
  request: ourSetLanguageRequest,
  response: ourSetLanguageResponse,
});
