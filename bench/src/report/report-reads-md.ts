import type { ReportRead } from '../scale/report-reads';
import { REPORT_P99_MS } from '../scale/report-reads';
import type { ScaleResults } from '../results';
import { num, table, type Check } from './markdown';

/** The console's report reads at scale, one connection each. */
export function reportReadsTable(reports: ReportRead[] | undefined): string {
  if (!reports) return '_The report reads were not measured in this run._';
  return table(
    [
      'report read (last twelve months)',
      'connections',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'refused',
      'errors',
    ],
    reports.map((r) => [
      `GET ${r.path}`,
      r.connections,
      num(r.figures.rps),
      num(r.figures.p50 ?? Number.NaN, 1),
      num(r.figures.p99 ?? Number.NaN, 1),
      r.figures.non2xx,
      r.figures.refused,
      r.figures.errors,
    ]),
  );
}

/** Each report read p99 within its budget, on each database measured at scale. */
export function reportReadChecks(scale: ScaleResults | undefined): Check[] {
  const rows: Check[] = [];
  for (const run of scale?.databases ?? []) {
    for (const r of run.reports ?? []) {
      const p99 = r.figures.p99;
      const failures = r.figures.non2xx + r.figures.refused + r.figures.errors;
      rows.push({
        target: `${run.database}, ${num(run.seed.bills)} bills: ${r.path} p99 ≤ ${REPORT_P99_MS} ms (one connection), no failures`,
        measured: p99 === null ? 'n/a' : `${num(p99, 1)} ms, ${failures} failures`,
        met: p99 === null ? undefined : p99 <= REPORT_P99_MS && failures === 0,
      });
    }
  }
  return rows;
}
