import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { flushTraces } from './lib/tracing';
import { startFailed } from './process-log';

/**
 * The server itself: builds the app, listens, and stops cleanly on a signal. Started by
 * src/server.ts once the configuration is read and, when it is on, tracing has started.
 */

let app: FastifyInstance;
try {
  app = await buildApp();
} catch (error) {
  startFailed(error);
}

/**
 * SIGTERM: readiness answers 503 at once so the load balancer stops sending; requests keep
 * being served for SHUTDOWN_DELAY_MS while it notices (SIGINT skips that wait); then the
 * server stops accepting, lets the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS)
 * and the process exits 0.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const { shutdownDelayMs, shutdownTimeoutMs } = app.config;
  app.lifecycle.draining = true;
  // Ctrl-C at a terminal has no load balancer to wait for.
  const delayMs = signal === 'SIGTERM' ? shutdownDelayMs : 0;
  app.log.info({ signal, delayMs }, 'shutting down: not ready, draining');
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const cut = setTimeout(() => {
    app.log.error({ timeoutMs: shutdownTimeoutMs }, 'requests still running at the stop; exiting');
    process.exit(1);
  }, shutdownTimeoutMs);
  cut.unref();
  app.log.info('closing: no new connections, finishing the requests in flight');
  try {
    await app.close();
    // The last requests' spans, when tracing is on.
    await flushTraces().catch((err: unknown) => app.log.warn({ err }, 'traces not sent'));
    app.log.info('stopped');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: app.config.port, host: app.config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  startFailed(error);
}
