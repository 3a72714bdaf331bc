import type { BenchConfig } from '../config';
import { round, type LoadFigures } from '../lib/load';
import type { PreparedTarget } from '../lib/target';

/** The console dashboard's reads, each over the default range (the last twelve months). */
export const REPORTS = ['members', 'points', 'vouchers', 'feedback'] as const;
export type ReportName = (typeof REPORTS)[number];

export interface ReportRead {
  name: ReportName;
  path: string;
  connections: number;
  figures: LoadFigures;
}

/** The dashboard's reads must answer within this, p99, on one connection. */
export const REPORT_P99_MS = 500;

/** The demo programme's owner (the seed's console account), signed in through the admin API. */
async function ownerSession(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'owner@example.com', password: 'demo1234' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('admin_sid='));
  if (!response.ok || !cookie) {
    throw new Error(`the owner's sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

/** The value below which `share` of the sorted latencies lie. */
function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
}

/**
 * One request after the other on one keep-alive connection for `seconds` (after `warmup`
 * seconds unmeasured): the latency a dashboard sees, each answer checked to be a report.
 */
async function readsInTurn(
  url: string,
  cookie: string,
  seconds: number,
  warmup: number,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let non2xx = 0;
  let refused = 0;
  let errors = 0;
  const begin = performance.now();
  const measuredFrom = begin + warmup * 1000;
  const end = measuredFrom + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(url, { headers: { cookie } });
      status = response.status;
      text = await response.text();
    } catch {
      status = -1;
    }
    if (started < measuredFrom) continue;
    latencies.push(performance.now() - started);
    if (status < 0) errors += 1;
    else {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) non2xx += 1;
      else if (!text.includes('"months":[')) refused += 1;
    }
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  return {
    rps: round(latencies.length / elapsed),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    requests: latencies.length,
    non2xx,
    errors,
    refused,
    statuses,
  };
}

/** Each report read alone on one connection (the dashboard's latency, not its throughput). */
export async function measureReports(
  target: PreparedTarget,
  config: BenchConfig,
  log: (line: string) => void,
): Promise<ReportRead[]> {
  const cookie = await ownerSession(target.server.origin);
  const out: ReportRead[] = [];
  for (const name of REPORTS) {
    const path = `/api/admin/reports/${name}`;
    const figures = await readsInTurn(
      `${target.server.origin}${path}`,
      cookie,
      config.duration,
      config.warmup,
    );
    log(
      `${target.database}: report ${name}, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
        `${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.refused} refused`,
    );
    out.push({ name, path, connections: 1, figures });
  }
  return out;
}
