import * as z from 'zod/mini';
import { pathId } from './vouchers';

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date such as 2026-12-31.'));

export const promotionParams = z.object({ promotionId: pathId });
export const storeParams = z.object({ storeId: pathId });

/** The text fields of POST /api/admin/promotions (multipart; files `images` and `flyer`). */
export const promotionCreateFields = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Use 1 to 40 letters, digits, - and _.')),
  title: text(1, 120),
  description: z._default(text(0, 2000), ''),
  /** The title and description in Arabic; empty for none. */
  titleAr: z._default(text(0, 120), ''),
  descriptionAr: z._default(text(0, 2000), ''),
  from: day,
  to: day,
  hidden: z._default(z.enum(['true', 'false']), 'false'),
});

/** PATCH /api/admin/promotions/:promotionId: texts, schedule (from, to) or visibility. */
export const promotionEdit = z.object({
  title: z.optional(text(1, 120)),
  description: z.optional(text(0, 2000)),
  titleAr: z.optional(text(0, 120)),
  descriptionAr: z.optional(text(0, 2000)),
  from: z.optional(day),
  to: z.optional(day),
  hidden: z.optional(z.boolean()),
});

export const adminPromotion = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  titleAr: z.string(),
  descriptionAr: z.string(),
  from: z.string(),
  to: z.string(),
  hidden: z.boolean(),
  flyer: z.string(),
  images: z.number(),
  /** The first picture (`promotions/<name>.webp` under /files/), '' when there is none. */
  image: z.string(),
});
export const promotionList = z.object({ items: z.array(adminPromotion) });

export const storeInput = z.object({
  name: text(1, 120),
  address: z._default(text(0, 300), ''),
  /** The name and the address in Arabic; empty for none. */
  nameAr: z._default(text(0, 120), ''),
  addressAr: z._default(text(0, 300), ''),
  phone: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^$|^[+\d][\d\s-]{4,19}$/, 'Only digits, spaces, dashes and a leading +.'),
      ),
    '',
  ),
});
export const adminStore = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  nameAr: z.string(),
  addressAr: z.string(),
  phone: z.string(),
});
export const storeList = z.object({ items: z.array(adminStore) });

const aboutContent = z.string().check(z.maxLength(20_000));

/**
 * The about page: sections with a heading and their content (the markup the app shows), each
 * also in Arabic (empty for none).
 */
export const aboutSections = z.object({
  sections: z
    .array(
      z.object({
        heading: text(1, 200),
        content: aboutContent,
        headingAr: z._default(text(0, 200), ''),
        contentAr: z._default(aboutContent, ''),
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
});

/** The feedback screen's questions: five options each, in English and the second language. */
export const ratingQuestions = z.object({
  questions: z
    .array(
      z.object({
        id: z.optional(z.number()),
        description: text(1, 300),
        secondLanguage: z._default(text(0, 300), ''),
        type: z.enum(['Star', 'Emoji']),
        options: z
          .array(z.object({ desc: text(1, 100), desc2: z._default(text(0, 100), '') }))
          .check(z.length(5, 'Give exactly 5 options.')),
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
});

export const socialLinks = z.object({
  links: z
    .array(
      z.object({
        name: text(1, 40),
        link: z
          .string()
          .check(
            z.trim(),
            z.maxLength(500),
            z.regex(/^https:\/\/\S+$/, 'Enter an https:// address.'),
          ),
        valid: z._default(z.boolean(), true),
      }),
    )
    .check(z.maxLength(20)),
});

export const brochureAnswer = z.object({ file: z.string() });
export const changedCount = z.object({ count: z.number() });

export type AdminPromotion = z.infer<typeof adminPromotion>;
export type PromotionEdit = z.input<typeof promotionEdit>;
export type AdminStore = z.infer<typeof adminStore>;
export type StoreInput = z.input<typeof storeInput>;
export type AboutSections = z.input<typeof aboutSections>;
export type RatingQuestions = z.input<typeof ratingQuestions>;
export type SocialLinks = z.input<typeof socialLinks>;
