import type { BenchConfig } from '../config';
import { measure, type LoadFigures } from '../lib/load';
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

/**
 * Each report read alone on one connection (the dashboard's latency, not its throughput),
 * its answer checked to be a report, never a refusal.
 */
export async function measureReports(
  target: PreparedTarget,
  config: BenchConfig,
  log: (line: string) => void,
): Promise<ReportRead[]> {
  const cookie = await ownerSession(target.server.origin);
  const out: ReportRead[] = [];
  for (const name of REPORTS) {
    const path = `/api/admin/reports/${name}`;
    // The first read warms the caches as a dashboard's first visit would; it is not measured.
    const first = await fetch(`${target.server.origin}${path}`, { headers: { cookie } });
    if (!first.ok) throw new Error(`${path}: ${first.status} ${await first.text()}`);
    const figures = await measure(
      target.server.origin,
      () => ({ path, body: '', cookie, method: 'GET' }),
      {
        connections: 1,
        duration: config.duration,
        warmup: config.warmup,
        verify: (text) => text.includes('"months":['),
      },
    );
    log(
      `${target.database}: report ${name}, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
        `${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.refused} refused`,
    );
    out.push({ name, path, connections: 1, figures });
  }
  return out;
}
