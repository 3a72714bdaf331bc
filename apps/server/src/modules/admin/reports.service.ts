import type {
  FeedbackReport,
  MembersReport,
  PointsReport,
  ReportQuery,
  VouchersReport,
} from '@loyalty/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { filsToAed } from '../../ledger/money';
import type { Tenant } from '../settings/tenants.repository';
import { monthRange, type MonthRange } from './report-months';
import { reportsRepository } from './reports.repository';

const DAY_MS = 86_400_000;
const average = (places: number, answers: number) =>
  answers === 0 ? null : Math.round((places / answers) * 100) / 100;

function byMonth<T extends { month: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.map((r) => [r.month, r]));
}

/** The figures of the console's dashboard, per month of the programme's calendar. */
export function reportsService(deps: { db: Kysely<Database>; now: () => Date }) {
  const repo = reportsRepository(deps.db);
  const rangeOf = (tenant: Tenant, query: ReportQuery): MonthRange =>
    monthRange(tenant.rules.timeZone, deps.now(), query);

  return {
    async members(tenant: Tenant, query: ReportQuery): Promise<MembersReport> {
      const range = rangeOf(tenant, query);
      const since = new Date(deps.now().getTime() - 30 * DAY_MS).toISOString();
      const figures = await repo.members(tenant.id, range, since);
      const counts = byMonth(figures.months);
      return {
        from: range.from,
        to: range.to,
        total: figures.total,
        active30Days: figures.active,
        months: range.months.map(({ month }) => ({
          month,
          newMembers: counts.get(month)?.count ?? 0,
        })),
      };
    },

    async points(tenant: Tenant, query: ReportQuery): Promise<PointsReport> {
      const range = rangeOf(tenant, query);
      const { rows, liability } = await repo.points(tenant.id, range);
      const of = (month: string, kind: string) =>
        rows.find((r) => r.month === month && r.kind === kind) ?? { credit: 0, debit: 0 };
      const months = range.months.map(({ month }) => {
        const earn = of(month, 'earn');
        const adjust = of(month, 'adjust');
        const redeem = of(month, 'redeem');
        const expire = of(month, 'expire');
        return {
          month,
          issued: earn.credit + adjust.credit,
          takenBack: -(earn.debit + adjust.debit),
          redeemed: -(redeem.credit + redeem.debit),
          expired: -(expire.credit + expire.debit),
        };
      });
      const sum = (key: 'issued' | 'takenBack' | 'redeemed' | 'expired') =>
        months.reduce((total, m) => total + m[key], 0);
      const pointValueFils = tenant.rules.pointValueFils;
      return {
        from: range.from,
        to: range.to,
        months,
        totals: {
          issued: sum('issued'),
          takenBack: sum('takenBack'),
          redeemed: sum('redeemed'),
          expired: sum('expired'),
        },
        liability: { points: liability, aed: filsToAed(liability * pointValueFils) },
        pointValueAed: filsToAed(pointValueFils),
      };
    },

    async vouchers(tenant: Tenant, query: ReportQuery): Promise<VouchersReport> {
      const range = rangeOf(tenant, query);
      const figures = await repo.vouchers(tenant.id, range, deps.now().toISOString());
      const issued = byMonth(figures.issued);
      const used = byMonth(figures.used);
      const months = range.months.map(({ month }) => ({
        month,
        issued: issued.get(month)?.count ?? 0,
        issuedValue: filsToAed(issued.get(month)?.fils ?? 0),
        used: used.get(month)?.count ?? 0,
        usedValue: filsToAed(used.get(month)?.fils ?? 0),
      }));
      const total = (rows: { count: number; fils: number }[]) => ({
        count: rows.reduce((s, r) => s + r.count, 0),
        value: filsToAed(rows.reduce((s, r) => s + r.fils, 0)),
      });
      const i = total(figures.issued);
      const u = total(figures.used);
      return {
        from: range.from,
        to: range.to,
        months,
        totals: { issued: i.count, issuedValue: i.value, used: u.count, usedValue: u.value },
        open: { count: figures.open.count, value: filsToAed(figures.open.fils) },
      };
    },

    async feedback(tenant: Tenant, query: ReportQuery): Promise<FeedbackReport> {
      const range = rangeOf(tenant, query);
      const { rows, questions } = await repo.feedback(tenant.id, range);
      const add = (of: (r: (typeof rows)[number]) => boolean) => {
        const picked = rows.filter(of);
        const answers = picked.reduce((s, r) => s + r.answers, 0);
        const places = picked.reduce((s, r) => s + r.places, 0);
        return { answers, average: average(places, answers) };
      };
      return {
        from: range.from,
        to: range.to,
        ...add(() => true),
        months: range.months.map(({ month }) => ({
          month,
          ...add((r) => r.month === month),
        })),
        questions: questions.map((q) => ({
          id: q.id,
          description: q.description,
          ...add((r) => r.questionId === q.id),
        })),
      };
    },
  };
}
