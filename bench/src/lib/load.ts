import autocannon, { type RawRequest } from 'autocannon';

export interface LoadFigures {
  /** Mean requests per second over the measured run. */
  rps: number;
  /** Latency in milliseconds; null when no request completed in the run. */
  p50: number | null;
  p99: number | null;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** HTTP 2xx answers that said `STATUS` false (a refusal such as 'Insufficient points'). */
  refused: number;
  /** Status codes seen, for a run with failures. */
  statuses: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of unmeasured load first. */
  warmup: number;
  /** What a good answer's body shows; by default the vendor's `STATUS: true`. */
  verify?: (text: string) => boolean;
}

/** Builds the next request (path, headers, body); called once per request sent. */
export type NextRequest = () => {
  path: string;
  body: string;
  cookie?: string | undefined;
  /** POST unless named (the admin API's reads are GETs). */
  method?: 'GET' | 'POST';
};

/**
 * Drives `origin` with requests from `next` on `connections` keep-alive connections: a warm-up,
 * then the measured run. Every answer must be HTTP 2xx and pass `verify` (`STATUS: true`).
 */
export async function measure(
  origin: string,
  next: NextRequest,
  options: LoadOptions,
): Promise<LoadFigures> {
  const setupRequest = (request: RawRequest): RawRequest => {
    const r = next();
    const get = r.method === 'GET';
    return {
      ...request,
      method: r.method ?? 'POST',
      path: r.path,
      headers: {
        ...(get ? {} : { 'content-type': 'application/json' }),
        ...(r.cookie ? { cookie: r.cookie } : {}),
      },
      ...(get ? {} : { body: r.body }),
    };
  };
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    timeout: 30,
    requests: [{ setupRequest }],
    verifyBody: options.verify ?? ((text) => /"STATUS"\s*:\s*true/.test(text)),
    warmup: { connections: options.connections, duration: options.warmup },
  });
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = Number(count);
  }
  const completed = result.requests.total > 0;
  return {
    rps: round(result.requests.average),
    p50: completed ? round(result.latency.p50) : null,
    p99: completed ? round(result.latency.p99) : null,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    // autocannon counts every answer without `STATUS: true` as a mismatch, non-2xx included.
    refused: Math.max(0, result.mismatches - result.non2xx),
    statuses,
  };
}

export const round = (n: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
