import fp from 'fastify-plugin';
import { migrationProvider } from '../db/migrations';
import { opsRepository } from '../db/ops.repository';

export const HEALTH_PREFIX = '/health/';

/** A load balancer polls every few seconds; a hung database must not hang the probe too. */
const READY_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health/live: the process answers (restart it when it does not).
 * GET /health/ready: the database answers and holds every migration this code knows; 503
 * otherwise, so a load balancer sends no traffic to an instance that cannot serve it.
 */
export const healthPlugin = fp(
  async (app) => {
    const repo = opsRepository(app.db);
    // Kysely keeps its bookkeeping in our schema on PostgreSQL (db/migrate.ts).
    const schema = app.dialect === 'postgres' ? (app.config.databaseSchema ?? 'public') : undefined;
    const expected = Object.keys(await migrationProvider(app.dialect).getMigrations());

    app.get(`${HEALTH_PREFIX}live`, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' };
    });

    app.get(`${HEALTH_PREFIX}ready`, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Stopping: the load balancer takes this instance out while its requests finish.
      if (app.lifecycle.draining) {
        return reply.status(503).send({ status: 'unavailable', problem: 'shutting down' });
      }
      let applied: Set<string>;
      try {
        applied = await withTimeout(repo.appliedMigrations(schema), READY_TIMEOUT_MS);
      } catch (err) {
        request.log.warn({ err }, 'readiness: the database did not answer');
        return reply.status(503).send({ status: 'unavailable', problem: 'database unreachable' });
      }
      const missing = expected.filter((name) => !applied.has(name));
      if (missing.length) {
        return reply.status(503).send({
          status: 'unavailable',
          problem: `migrations not applied: ${missing.join(', ')}`,
        });
      }
      return { status: 'ready', migrations: expected.length };
    });
  },
  { name: 'health', dependencies: ['db', 'clock', 'lifecycle'] },
);
