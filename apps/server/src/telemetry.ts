import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';
import { useTracing } from './lib/tracing';

/** Probes and scrapes would be most of the traces and say nothing. */
const UNTRACED = /^\/(?:health\/|metrics(?:$|\?))/;

/**
 * Starts OpenTelemetry tracing, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT:
 * the HTTP server (continuing an incoming `traceparent`), Fastify's routes and hooks, the
 * PostgreSQL queries and the ledger's transactions. Every OpenTelemetry module is loaded
 * here, only when tracing is on, and before the server's own modules so that `pg` is patched
 * as it loads (src/server.ts). The exporter reads the other OTEL_* variables itself
 * (headers, sampler, batch delay).
 */
export async function startTracing(serviceName: string): Promise<void> {
  const [api, { NodeSDK }, { OTLPTraceExporter }, http, pg, fastifyOtel] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    // Metrics stay with Prometheus (/metrics) and logs with stdout: traces only.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED.test(request.url ?? ''),
        // The server calls no HTTP service; the exporter's own requests are not traced.
        disableOutgoingRequestInstrumentation: true,
      }),
      // Background work (the mail queue, expiry) polls the database: only queries under a
      // request or a ledger transaction are worth a span.
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED.test(url),
      }),
    ],
  });
  sdk.start();

  const tracer = api.trace.getTracer('loyalty-server');
  const failed = (span: Span, error: unknown) => {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: api.SpanStatusCode.ERROR });
  };
  useTracing({
    inSpan: (name, work) =>
      tracer.startActiveSpan(name, async (span) => {
        try {
          return await work();
        } catch (error) {
          failed(span, error);
          throw error;
        } finally {
          span.end();
        }
      }),
    traceId: () => api.trace.getActiveSpan()?.spanContext().traceId,
    flush: () => sdk.shutdown(),
  });
}
