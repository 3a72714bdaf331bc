import { calls, serverPath } from '@loyalty/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram } from 'prom-client';
import { AppError } from '../lib/errors';
import { appRegistry, EXPOSITION_CONTENT_TYPE } from '../lib/metrics';
import { sameDigest, sha256 } from '../lib/tokens';
import { ledgerWrites } from '../ledger/ledger-metrics';
import { mailMetrics, poolMetrics } from './metrics-sources';

export const METRICS_PATH = '/metrics';

/** Seconds; from a cached settings read to a slow PostgreSQL transaction under load. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const CALL_OF_PATH = new Map(calls.map((def) => [serverPath(def), def.name]));

const REQUEST_LABELS = ['method', 'route', 'call', 'status'] as const;

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
 * GET /metrics in the Prometheus text format (prom-client): the process's own series, requests
 * and their latency per route, call and status, ledger entries written, rate-limit refusals,
 * mail sent and failed, the mail queue, and on PostgreSQL the connection pool. Behind
 * `METRICS_TOKEN` (Authorization: Bearer) when it is set; production requires it (config.ts).
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = appRegistry();
    registry.registerMetric(ledgerWrites);
    const requests = new Counter({
      name: 'loyalty_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern, contract call and status.',
      labelNames: REQUEST_LABELS,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'loyalty_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern, contract call and status.',
      labelNames: REQUEST_LABELS,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const refusals = new Counter({
      name: 'loyalty_rate_limited_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern and contract call.',
      labelNames: ['route', 'call'] as const,
      registers: [registry],
    });
    const mail = mailMetrics(app, registry);
    if (app.dbPool) poolMetrics(app.dbPool, registry);

    // The series of each method, route and status, found once: as many as the series.
    const seriesOf = new Map<
      string,
      {
        requests: ReturnType<typeof requests.labels>;
        latency: ReturnType<typeof latency.labels>;
        route: string;
        call: string;
      }
    >();
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const route = routeOf(request);
      const key = `${request.method}\n${reply.statusCode}\n${route}`;
      let series = seriesOf.get(key);
      if (!series) {
        const call = CALL_OF_PATH.get(route) ?? '';
        const labels = { method: request.method, route, call, status: String(reply.statusCode) };
        series = {
          requests: requests.labels(labels),
          latency: latency.labels(labels),
          route,
          call,
        };
        seriesOf.set(key, series);
      }
      series.requests.inc();
      series.latency.observe(reply.elapsedTime / 1000);
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
      await mail.refresh();
      reply.header('cache-control', 'no-store');
      return reply.type(EXPOSITION_CONTENT_TYPE).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['mail', 'error-handler', 'db'] },
);
