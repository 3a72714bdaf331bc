import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { PoolCounts } from '../db/open';

/**
 * Mail sent and failed by this instance, and the outbox's depth, oldest queued mail and
 * given-up mails. The queue is shared by every instance, so its gauges are read from the
 * outbox table: `refresh` reads it once before each scrape.
 */
export function mailMetrics(app: FastifyInstance, registry: Registry) {
  const sent = new Counter({
    name: 'loyalty_mail_sent_total',
    help: 'Mails this instance handed to the transport (or kept in the demo outbox).',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'loyalty_mail_failed_total',
    help: 'Delivery attempts the transport refused (each is retried until the last).',
    registers: [registry],
  });
  app.mailQueue.observe({ sent: () => sent.inc(), failed: () => failed.inc() });

  const depth = new Gauge({
    name: 'loyalty_mail_queue_depth',
    help: 'Mails queued and not yet delivered.',
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'loyalty_mail_queue_oldest_seconds',
    help: 'Age of the oldest mail still queued (0 when none is).',
    registers: [registry],
  });
  const undeliverable = new Gauge({
    name: 'loyalty_mail_undeliverable',
    help: 'Mails given up after the last attempt (kept in the outbox table with their error).',
    registers: [registry],
  });
  return {
    async refresh() {
      const counts = await app.mailQueue.counts();
      depth.set(counts.queued);
      undeliverable.set(counts.failed);
      const since = counts.oldestQueuedAt ? Date.parse(counts.oldestQueuedAt) : undefined;
      oldest.set(since === undefined ? 0 : Math.max(0, (app.now().getTime() - since) / 1000));
    },
  };
}

/** PostgreSQL's connection pool, read at each scrape: a pool that is full shows waiting. */
export function poolMetrics(pool: PoolCounts, registry: Registry): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'loyalty_db_pool_connections',
    'PostgreSQL connections this instance holds open (busy and idle).',
    () => pool.totalCount,
  );
  gauge(
    'loyalty_db_pool_idle_connections',
    'PostgreSQL connections open and not in use.',
    () => pool.idleCount,
  );
  gauge(
    'loyalty_db_pool_waiting_requests',
    'Queries waiting for a free PostgreSQL connection (the pool is at DATABASE_POOL_SIZE).',
    () => pool.waitingCount,
  );
}
