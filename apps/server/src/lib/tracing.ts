/**
 * The server's view of tracing, without loading OpenTelemetry: until `useTracing` is called
 * (src/telemetry.ts does when OTEL_EXPORTER_OTLP_ENDPOINT is set) a span is just the work and
 * there is no trace id, so a server without tracing pays nothing for it.
 */
export interface Tracing {
  /** Runs `work` in a span of its own, a child of the current one; ends it either way. */
  inSpan<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The current trace's id, if a span is active. */
  traceId(): string | undefined;
  /** Sends the spans still buffered (at a clean stop). */
  flush(): Promise<void>;
}

// On the process, not in this module: the build bundles the entry and the server apart
// (scripts/build.mjs), each with its own copy of this file.
const KEY = Symbol.for('loyalty.tracing');
const holder = globalThis as { [KEY]?: Tracing };

export function useTracing(implementation: Tracing): void {
  holder[KEY] = implementation;
}

export function inSpan<T>(name: string, work: () => Promise<T>): Promise<T> {
  const tracing = holder[KEY];
  return tracing ? tracing.inSpan(name, work) : work();
}

export function traceId(): string | undefined {
  return holder[KEY]?.traceId();
}

export async function flushTraces(): Promise<void> {
  await holder[KEY]?.flush();
}
