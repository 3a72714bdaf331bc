import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError } from './config';

let app: FastifyInstance;
try {
  app = await buildApp();
} catch (error) {
  // A refused configuration is the operator's to fix: the list of problems, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
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
} catch (err) {
  app.log.error({ err }, 'could not start');
  await app.close();
  process.exit(1);
}
