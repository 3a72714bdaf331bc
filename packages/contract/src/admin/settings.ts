import * as z from 'zod/mini';

/**
 * A programme's settings and their rules. The console's PATCH and the command line's
 * create-tenant check their input with these same schemas, so a rule is written once.
 */

const whole = (min: number, max: number, what: string) =>
  z
    .number()
    .check(
      z.int(`${what} must be a whole number.`),
      z.gte(min, `${what} must be at least ${min}.`),
      z.lte(max, `${what} must be at most ${max}.`),
    );

const line = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Whether the runtime knows the IANA zone (`Asia/Dubai`, `Europe/London`, `UTC`). */
export function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

/** The largest amount the database holds, in fils, as AED. */
const MAX_AED = 21_474_836.47;

export const programmeName = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
/** The display name in Arabic; empty for none. */
export const programmeNameAr = z.string().check(z.trim(), z.maxLength(60));
/** The programme's own voucher conditions, one line each; none: the app's own. */
export const voucherConditions = z
  .array(
    z
      .string()
      .check(z.trim(), z.minLength(1, 'Write the condition or remove it.'), z.maxLength(200)),
  )
  .check(z.maxLength(10, 'At most 10 conditions.'));
/** `#rrggbb`, or empty for the app's own colour. */
export const brandColor = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.refine((v) => v === '' || /^#[0-9a-f]{6}$/.test(v), {
    error: (issue) => `${String(issue.input)} is not a colour such as #0f4c81.`,
  }),
);
export const timeZone = z.string().check(
  z.trim(),
  z.refine(knownTimeZone, {
    error: (issue) => `${String(issue.input)} is not a time zone name such as Asia/Dubai.`,
  }),
);
/** The largest bill the till may post, in AED. */
export const maxBill = z
  .number()
  .check(
    z.gt(0, 'The largest bill must be above 0 AED.'),
    z.lte(MAX_AED, `The largest bill may be at most AED ${MAX_AED}.`),
  );
export const pointsPerAed = whole(0, 1000, 'The earn rate (points per AED)');
export const pointValueFils = whole(1, 100_000, 'The point value (fils)');
export const expiryMonths = whole(0, 600, 'The expiry (months)');
export const voucherValidityDays = whole(1, 3650, 'The voucher validity (days)');

export const tier = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  minPoints: whole(0, 2_000_000_000, 'The threshold'),
});
export type Tier = z.infer<typeof tier>;

/** Card tiers, lowest first: the lowest starts at 0, names are unique, thresholds increase. */
export const tiers = z.array(tier).check(
  z.minLength(1, 'Give at least one tier.'),
  z.maxLength(10, 'At most 10 tiers.'),
  z.check((ctx) => {
    const seen = new Set<string>();
    ctx.value.forEach((t, i) => {
      const issue = (field: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, input: t, path: [i, field] });
      if (i === 0 && t.minPoints !== 0) issue('minPoints', 'The lowest tier must start at 0.');
      const before = ctx.value[i - 1];
      if (before && t.minPoints <= before.minPoints)
        issue('minPoints', 'Each tier’s threshold must be above the one before.');
      const key = t.name.trim().toLowerCase();
      if (seen.has(key)) issue('name', `Another tier is called ${t.name.trim()}.`);
      seen.add(key);
    });
  }),
);

export const featureToggles = z.object({
  voucher: z.boolean(),
  sharePoints: z.boolean(),
  darkMode: z.boolean(),
  billHistory: z.boolean(),
});

/** GET /api/admin/settings. */
export const programmeSettings = z.object({
  clientId: z.number(),
  displayName: z.string(),
  displayNameAr: z.string(),
  /** The logo's file name on the file server; empty for none. */
  logo: z.string(),
  footers: z.tuple([z.string(), z.string(), z.string()]),
  brandColor: z.string(),
  features: featureToggles,
  pointValueFils: z.number(),
  pointsPerAed: z.number(),
  expiryMonths: z.number(),
  voucherValidityDays: z.number(),
  tiers: z.array(tier),
  maxBill: z.number(),
  timeZone: z.string(),
  voucherConditions: z.array(z.string()),
  voucherConditionsAr: z.array(z.string()),
});
export type ProgrammeSettings = z.infer<typeof programmeSettings>;

/** PATCH /api/admin/settings: only the fields given change. The logo has its own upload. */
export const settingsPatch = z.object({
  displayName: z.optional(programmeName),
  displayNameAr: z.optional(programmeNameAr),
  footers: z.optional(z.tuple([line(100), line(100), line(100)])),
  brandColor: z.optional(brandColor),
  features: z.optional(z.partial(featureToggles)),
  pointValueFils: z.optional(pointValueFils),
  pointsPerAed: z.optional(pointsPerAed),
  expiryMonths: z.optional(expiryMonths),
  voucherValidityDays: z.optional(voucherValidityDays),
  tiers: z.optional(tiers),
  maxBill: z.optional(maxBill),
  timeZone: z.optional(timeZone),
  voucherConditions: z.optional(voucherConditions),
  voucherConditionsAr: z.optional(voucherConditions),
});
export type SettingsPatch = z.infer<typeof settingsPatch>;
