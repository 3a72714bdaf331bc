import { ConfigError, loadConfig, movedDataProblem } from './config';
import { logCrashes, startFailed } from './process-log';

/**
 * The process entry (dist/server.js). It reads the configuration and starts tracing when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and only then loads the server (src/serve.ts): tracing
 * patches `pg` as it loads, so nothing here may import it, and without tracing nothing of
 * OpenTelemetry is loaded at all.
 */
logCrashes();
try {
  const config = loadConfig();
  const moved = movedDataProblem(process.env, config);
  if (moved) throw new ConfigError([moved]);
  if (config.otlpEndpoint) {
    const { startTracing } = await import('./telemetry');
    await startTracing(config.otelServiceName);
  }
} catch (error) {
  startFailed(error);
}
// A separate file in the build (scripts/build.mjs), so that it is not loaded before the above.
const server = './serve.js';
await import(server);
