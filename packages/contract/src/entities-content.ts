import * as z from 'zod/mini';
import { code, freeText, str, withClientId } from './fields';
import { flag, num, optText, ratingType, text } from './readers';

/**
 * Content entities of docs/wire-protocol.md §3: contact, stores, social links, brochure, about,
 * ratings. A text in Arabic sits beside its English one: the vendor's `secondLanguage` and
 * `options_desc2` on ratings, and ours, named as the English field with `Ar` appended, elsewhere.
 */

export const contactInfo = z.object({
  message: optText,
  /** Ours: the message in Arabic. */
  messageAr: optText,
  phone: optText,
  email: optText,
});

export const store = z.object({
  loc_name: text,
  address: optText,
  /** Ours: the name and the address in Arabic. */
  loc_nameAr: optText,
  addressAr: optText,
  phone: optText,
});

/** A social link; only VALID 'Y' links are shown. */
export const socialLink = z.object({ LINK: text, NAME: text, VALID: flag });

export const brochure = z.object({ FilePath: text });

/** Content supports **bold**, {size:N}text{size:end} and line breaks (rendered by the client). */
export const aboutSection = z.object({
  Heading: text,
  Content: text,
  /** Ours: the heading and the content (the same markup) in Arabic. */
  HeadingAr: optText,
  ContentAr: optText,
});

export const ratingQuestion = z.object({
  rating_id: text,
  Client_id: optText,
  description: text,
  /** The vendor's: the description in the second language (Arabic). */
  secondLanguage: optText,
  /** 'Star' (5 stars) or 'Emoji' (5 emojis); read from `Star`, `stars`, `smiley`… */
  rating_type: ratingType,
});

export const ratingOption = z.object({
  index_num: num,
  options_id: text,
  options_desc: text,
  /** The vendor's: the option in the second language (Arabic). */
  options_desc2: optText,
  /** Ours, additive: when present, the option belongs to that question only. */
  rating_id: optText,
});

/** One feedback entry sent in TRAN (a request-side entity); client id in either casing. */
export const feedbackEntry = withClientId('client_id', {
  rating_id: code(),
  rating_name: str(),
  option_id: code(),
  customer_code: code(),
  other_feedback: z.optional(freeText),
});
