import * as z from 'zod/mini';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = z.string().check(z.regex(MONTH, 'Enter a month such as 2026-01.'));

/** Months between two `YYYY-MM`, both counted. */
export function monthsBetween(from: string, to: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

/** The longest range a report covers, so one read stays cheap. */
export const REPORT_MAX_MONTHS = 60;

/**
 * GET /api/admin/reports/*: months `from` to `to` (`YYYY-MM`, both counted, in the programme's
 * time zone). Left out, `to` is the current month and `from` eleven months before it.
 */
export const reportQuery = z.object({ from: z.optional(month), to: z.optional(month) }).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end is before the start.',
    path: ['to'],
  }),
  z.refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) <= REPORT_MAX_MONTHS, {
    message: `Choose at most ${REPORT_MAX_MONTHS} months.`,
    path: ['from'],
  }),
);
export type ReportQuery = z.infer<typeof reportQuery>;

const range = { from: z.string(), to: z.string() };

/** GET /api/admin/reports/members */
export const membersReport = z.object({
  ...range,
  /** Customers of the programme now, erased ones excepted. */
  total: z.number(),
  /** Customers with a bill in the last 30 days. */
  active30Days: z.number(),
  months: z.array(z.object({ month: z.string(), newMembers: z.number() })),
});
export type MembersReport = z.infer<typeof membersReport>;

const pointsMonth = z.object({
  month: z.string(),
  /** Credited by bills and by staff. */
  issued: z.number(),
  /** Taken back by reversed bills and staff debits. */
  takenBack: z.number(),
  /** Given for vouchers. */
  redeemed: z.number(),
  expired: z.number(),
});

/** GET /api/admin/reports/points */
export const pointsReport = z.object({
  ...range,
  months: z.array(pointsMonth),
  totals: z.omit(pointsMonth, { month: true }),
  /** What the customers hold now: the programme owes it. */
  liability: z.object({ points: z.number(), aed: z.number() }),
  /** AED value of one point. */
  pointValueAed: z.number(),
});
export type PointsReport = z.infer<typeof pointsReport>;

const vouchersMonth = z.object({
  month: z.string(),
  issued: z.number(),
  /** AED. */
  issuedValue: z.number(),
  used: z.number(),
  usedValue: z.number(),
});

/** GET /api/admin/reports/vouchers */
export const vouchersReport = z.object({
  ...range,
  months: z.array(vouchersMonth),
  totals: z.omit(vouchersMonth, { month: true }),
  /** New vouchers still valid now (claimed or not), and their AED value. */
  open: z.object({ count: z.number(), value: z.number() }),
});
export type VouchersReport = z.infer<typeof vouchersReport>;

const rating = { answers: z.number(), average: z.nullable(z.number()) };

/** GET /api/admin/reports/feedback: averages of the options' places (1 to 5). */
export const feedbackReport = z.object({
  ...range,
  ...rating,
  months: z.array(z.object({ month: z.string(), ...rating })),
  questions: z.array(z.object({ id: z.number(), description: z.string(), ...rating })),
});
export type FeedbackReport = z.infer<typeof feedbackReport>;
