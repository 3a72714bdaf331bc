import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { openDatabase } from './db/open';
import { isUniqueViolation } from './db/errors';
import { seedIfEmpty } from './seed/seed';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions, requestId, requestLogger, RequestLines } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes';
import { accountSelfRoutes } from './modules/accounts/account-self.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { geographyRoutes } from './modules/geography/geography.routes';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { contentRoutes } from './modules/content/content.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { expiryJob } from './modules/points/expiry.job';
import { expiryTimelineRoutes } from './modules/points/expiry-timeline.routes';
import { tiersRoutes } from './modules/tiers/tiers.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { posRoutes } from './modules/pos/pos.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { languageRoutes } from './modules/profile/language.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { callsPlugin } from './plugins/calls';
import { contextPlugin } from './plugins/context';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { bodyLimitsPlugin } from './plugins/body-limits';
import { errorHandlerPlugin } from './plugins/error-handler';
import { lifecyclePlugin } from './plugins/lifecycle';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticWebPlugin } from './plugins/static-web';
import { consoleWebPlugin } from './plugins/console-web';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { demoLeftovers } from './seed/demo-leftovers';
import { tenantPlugin } from './plugins/tenant';

export interface BuildOptions {
  /** Overrides of the environment's settings. */
  config?: Partial<Config>;
  /** The clock; tests move it to expire codes without waiting. */
  now?: Clock;
  /** A mail transport other than SMTP: the queue delivers through it (tests pass a fake). */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT = 1024 * 1024;

/** Where the data is, for the start's log line: never a password. */
function databaseInUse(config: Config) {
  if (!config.databaseUrl)
    return { database: 'sqlite', file: path.join(config.dataDir, 'loyalty.db') };
  const url = new URL(config.databaseUrl);
  return {
    database: 'postgres',
    host: url.host,
    name: decodeURIComponent(url.pathname.slice(1)),
    schema: config.databaseSchema ?? 'public',
  };
}

/** Builds the server, ready for `inject` or `listen`; never listens itself. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const now = options.now ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    // Slow or stalled clients do not hold connections: whole request, headers, idle keep-alive.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node checks the two limits above on this interval (30 s unless told).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, config.headersTimeoutMs / 2)),
    },
    // The product's 503 shape instead of Fastify's (plugins/lifecycle.ts).
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestId,
    childLoggerFactory: requestLogger,
    logController: new RequestLines(),
    requestIdHeader: false,
  });
  app.server.maxConnections = config.maxConnections;
  // Every call is JSON: a body sent as text is refused (415) rather than half-read.
  app.removeContentTypeParser('text/plain');
  if (config.redisUrl) app.log.warn('REDIS_URL is not used: counters live in the database');

  await app.register(contextPlugin, { config, now });
  await app.register(errorHandlerPlugin);
  await app.register(lifecyclePlugin);
  app.log.info(databaseInUse(config), 'database in use');
  const handle = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    poolSize: config.databasePoolSize,
    timeouts: {
      connectMs: config.databaseConnectTimeoutMs,
      statementMs: config.databaseStatementTimeoutMs,
      idleTransactionMs: config.databaseIdleTransactionTimeoutMs,
      sqliteBusyMs: config.sqliteBusyTimeoutMs,
    },
    onConnectionError: (err) => app.log.warn({ err }, 'database connection lost; reconnecting'),
  });
  try {
    await app.register(dbPlugin, { handle });
  } catch (error) {
    await handle.db.destroy().catch(() => undefined);
    throw error;
  }
  if (!config.demoMode) {
    const leftovers = await demoLeftovers(app.db);
    if (leftovers.length) {
      await app.close();
      throw new ConfigError(leftovers);
    }
  }
  await app.register(securityHeadersPlugin);
  await app.register(tenantPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(sessionPlugin);
  await app.register(bodyLimitsPlugin);
  await app.register(mailPlugin, options.mailer ? { transport: options.mailer } : {});
  // First: its route catalogue must see every route registered after it.
  await app.register(openApiPlugin);
  await app.register(metricsPlugin);
  await app.register(callsPlugin);
  await app.register(staticWebPlugin);
  await app.register(consoleWebPlugin);
  await app.register(healthPlugin);

  if (config.demoMode) {
    try {
      const seeded = await seedIfEmpty(app.db, path.join(config.dataDir, 'files'), now());
      if (seeded) app.log.info('empty database: demo programmes seeded');
    } catch (error) {
      // Another instance seeded the same empty database a moment earlier.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  await app.register(settingsRoutes);
  await app.register(geographyRoutes);
  await app.register(accountsRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountSelfRoutes);
  await app.register(notificationsRoutes);
  await app.register(pointsRoutes);
  await app.register(vouchersRoutes);
  await app.register(sharingRoutes);
  await app.register(promotionsRoutes);
  await app.register(profileRoutes);
  await app.register(languageRoutes);
  await app.register(contentRoutes);
  await app.register(feedbackRoutes);
  await app.register(tiersRoutes);
  await app.register(expiryTimelineRoutes);
  await app.register(activityRoutes);
  await app.register(posRoutes);
  await app.register(adminRoutes);
  await app.register(expiryJob);
  if (config.demoMode) await app.register(outboxRoutes);
  return app;
}
