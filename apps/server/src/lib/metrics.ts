import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The Prometheus registries. The process's own series (CPU, memory, heap, event-loop lag,
 * GC) are collected once per process: their observers live as long as the process, and every
 * app built in it (tests build many) shares them. Each app gets a registry of its own that
 * holds those plus its series, so two apps never count into each other's.
 */

export const EXPOSITION_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/**
 * Gauges prom-client names `_total`, which Prometheus reserves for counters (promtool flags
 * them); the same figures remain by type in nodejs_active_{handles,requests,resources}.
 */
const MISNAMED_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    for (const name of MISNAMED_GAUGES) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
}

/** A registry for one app: the process's series, and room for the app's own. */
export function appRegistry(): Registry {
  return Registry.merge([processMetrics(), new Registry()]);
}
