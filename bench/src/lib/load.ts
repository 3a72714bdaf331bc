import { createRequire } from 'node:module';
import autocannon, { type RawRequest } from 'autocannon';

/** How much of each answer the load generator keeps: enough to read its `STATUS`. */
const HEAD_BYTES = 256;

// autocannon decodes every byte of every answer into a string, and on two cores that work is
// taken from the server measured: a long history answer cost the generator more than the
// server. Only each answer's head is kept (as Latin-1: a gzip answer's bytes are no UTF-8).
const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { peek(): { body: string } | undefined; addBody(data: Buffer): void };
};
Queue.prototype.addBody = function addBody(data: Buffer) {
  const request = this.peek();
  if (request && request.body.length < HEAD_BYTES) {
    request.body += data.subarray(0, HEAD_BYTES - request.body.length).toString('latin1');
  }
};

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
  /** Seconds of unmeasured load first (0: none). */
  warmup: number;
}

/** Builds the next request (path, headers, body); called once per request sent. */
export type NextRequest = () => {
  path: string;
  body: string;
  cookie?: string | undefined;
  /** A fresh `Idempotency-Key`, as the app sends with every value move. */
  key?: string | undefined;
};

/**
 * What the app's browser (Chromium) offers. A gzip answer keeps its first bytes, `STATUS`
 * among them, readable as they are (`lib/gzip-pieces.ts`), so the check below reads it too.
 */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Drives `origin` with POSTs from `next` on `connections` keep-alive connections: a warm-up,
 * then the measured run. Every answer must be HTTP 2xx and say `STATUS: true`.
 */
export async function measure(
  origin: string,
  next: NextRequest,
  options: LoadOptions,
): Promise<LoadFigures> {
  const setupRequest = (request: RawRequest): RawRequest => {
    const r = next();
    return {
      ...request,
      method: 'POST',
      path: r.path,
      body: r.body,
      headers: {
        'content-type': 'application/json',
        'accept-encoding': ACCEPT_ENCODING,
        ...(r.cookie ? { cookie: r.cookie } : {}),
        ...(r.key ? { 'idempotency-key': r.key } : {}),
      },
    };
  };
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.duration,
    timeout: 30,
    requests: [{ setupRequest }],
    verifyBody: (text) => /"STATUS"\s*:\s*true/.test(text),
    ...(options.warmup > 0
      ? { warmup: { connections: options.connections, duration: options.warmup } }
      : {}),
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
