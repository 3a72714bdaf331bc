import * as z from 'zod/mini';
import { page, pageQuery } from './common';

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date such as 2026-12-31.'));

/** GET /api/admin/feedback: answers given from `from` to `to` (days, inclusive; open when left out). */
export const feedbackQuery = z
  .extend(pageQuery, { from: z.optional(day), to: z.optional(day) })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'The end is before the start.',
      path: ['to'],
    }),
  );

export const feedbackQuestionResult = z.object({
  id: z.number(),
  description: z.string(),
  type: z.string(),
  published: z.boolean(),
  answers: z.number(),
  /** The mean of the chosen options' places (1 to 5); null without answers. */
  average: z.nullable(z.number()),
  distribution: z.array(
    z.object({ optionId: z.number(), index: z.number(), label: z.string(), count: z.number() }),
  ),
});

export const feedbackComment = z.object({
  questionId: z.number(),
  customerId: z.number(),
  index: z.number(),
  comment: z.string(),
  at: z.string(),
});

export const feedbackResults = z.object({
  questions: z.array(feedbackQuestionResult),
  /** The written comments of the period, newest first, paged by `page` and `size`. */
  comments: page(feedbackComment),
});
export type FeedbackResults = z.infer<typeof feedbackResults>;
