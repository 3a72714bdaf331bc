/**
 * The server's view of tracing, without loading OpenTelemetry: until `useTracing` is called
 * (src/telemetry.ts does when OTEL_EXPORTER_OTLP_ENDPOINT is set) a span is just the work and
 * there is no trace id, so a server without tracing pays nothing for it.
 */
export interface Tracing {
  /** Runs `work` in a span of its own, a child of the current one; ends it either way. */
  inSpan<T>(
    name: string,
    attributes: Record<string, string | number>,
    work: () => Promise<T>,
  ): Promise<T>;
  /** The current trace's id, if a span is active. */
  traceId(): string | undefined;
  /** Sends the spans still buffered (at a clean stop). */
  flush(): Promise<void>;
}

let tracing: Tracing | undefined;

export function useTracing(implementation: Tracing): void {
  tracing = implementation;
}

export function inSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  return tracing ? tracing.inSpan(name, attributes, work) : work();
}

export function traceId(): string | undefined {
  return tracing?.traceId();
}

export async function flushTraces(): Promise<void> {
  await tracing?.flush();
}
