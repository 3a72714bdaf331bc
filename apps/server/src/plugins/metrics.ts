import { calls, serverPath } from '@loyalty/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { sameDigest, sha256 } from '../lib/tokens';
import { ledgerWrites } from '../ledger/ledger-metrics';
import {
  Counter,
  EXPOSITION_CONTENT_TYPE,
  Gauge,
  Histogram,
  exposition,
  type HistogramSeries,
} from '../lib/prometheus';

export const METRICS_PATH = '/metrics';

/** Seconds; from a cached settings read to a slow PostgreSQL transaction under load. */
const LATENCY_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const CALL_OF_PATH = new Map(calls.map((def) => [serverPath(def), def.name]));

/**
 * The route pattern, never the raw URL: a scanner probing random paths must not grow the
 * series without bound, so everything that matched no route is one `unmatched` series.
 */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1];
}

/**
 * GET /metrics in the Prometheus text format: requests and their latency per route, call and
 * status, ledger entries written, rate-limit refusals, mail sent and failed, the mail queue's
 * depth. Behind `METRICS_TOKEN` (Authorization: Bearer) when it is set; production requires it
 * (config.ts).
 */
export const metricsPlugin = fp(
  async (app) => {
    const requests = new Counter(
      'loyalty_http_requests_total',
      'HTTP requests answered, by method, route pattern, contract call and status.',
      ['method', 'route', 'call', 'status'],
    );
    const latency = new Histogram(
      'loyalty_http_request_duration_seconds',
      'Time to answer an HTTP request, by method, route pattern, contract call and status.',
      ['method', 'route', 'call', 'status'],
      LATENCY_BOUNDS,
    );
    const refusals = new Counter(
      'loyalty_rate_limited_total',
      'Requests refused with 429 by a rate limit, by route pattern and contract call.',
      ['route', 'call'],
    );
    const mailSent = new Counter(
      'loyalty_mail_sent_total',
      'Mails this instance handed to the transport (or kept in the demo outbox).',
    );
    const mailFailed = new Counter(
      'loyalty_mail_failed_total',
      'Delivery attempts the transport refused (each is retried until the last).',
    );
    // Read from the outbox table at each scrape: the queue is shared by every instance.
    let mailQueue = { queued: 0, failed: 0, oldestQueuedAt: null as string | null };
    const startedAt = Date.now() / 1000;
    const metrics = [
      requests,
      latency,
      refusals,
      ledgerWrites,
      mailSent,
      mailFailed,
      new Gauge(
        'loyalty_mail_queue_depth',
        'Mails queued and not yet delivered.',
        () => mailQueue.queued,
      ),
      new Gauge(
        'loyalty_mail_queue_oldest_seconds',
        'Age of the oldest mail still queued (0 when none is).',
        () =>
          mailQueue.oldestQueuedAt
            ? Math.max(0, (app.now().getTime() - Date.parse(mailQueue.oldestQueuedAt)) / 1000)
            : 0,
      ),
      new Gauge(
        'loyalty_mail_undeliverable',
        'Mails given up after the last attempt (kept in the outbox table with their error).',
        () => mailQueue.failed,
      ),
      new Gauge('process_start_time_seconds', 'Start time of the process (Unix time).', () =>
        Math.floor(startedAt),
      ),
      new Gauge('process_resident_memory_bytes', 'Resident memory size.', () =>
        process.memoryUsage.rss(),
      ),
      new Gauge('nodejs_heap_used_bytes', 'V8 heap in use.', () => process.memoryUsage().heapUsed),
    ];

    app.mailQueue.observe({ sent: () => mailSent.inc(), failed: () => mailFailed.inc() });

    // The series of each method, route and status, found once: as many as the series.
    const seriesOf = new Map<
      string,
      { requests: { count: number }; latency: HistogramSeries; route: string; call: string }
    >();
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const route = routeOf(request);
      const key = `${request.method}\n${reply.statusCode}\n${route}`;
      let series = seriesOf.get(key);
      if (!series) {
        const call = CALL_OF_PATH.get(route) ?? '';
        const labels = { method: request.method, route, call, status: String(reply.statusCode) };
        series = {
          requests: requests.seriesOf(labels),
          latency: latency.seriesOf(labels),
          route,
          call,
        };
        seriesOf.set(key, series);
      }
      series.requests.count += 1;
      latency.observeOn(series.latency, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) refusals.inc({ route: series.route, call: series.call });
      done();
    });

    const tokenHash = app.config.metricsToken ? sha256(app.config.metricsToken) : undefined;
    app.get(METRICS_PATH, async (request, reply) => {
      if (tokenHash) {
        const given = bearer(request);
        if (!given || !sameDigest(sha256(given), tokenHash)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError(401, 'BAD_METRICS_TOKEN', 'A valid metrics token is required.');
        }
      }
      mailQueue = await app.mailQueue.counts();
      reply.header('cache-control', 'no-store');
      return reply.type(EXPOSITION_CONTENT_TYPE).send(exposition(metrics));
    });
  },
  { name: 'metrics', dependencies: ['mail', 'error-handler'] },
);
