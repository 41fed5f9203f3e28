import { context, propagation, trace } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

import { setTracing } from './tracing-state';

/** The path of the OTLP/HTTP traces endpoint under `OTEL_EXPORTER_OTLP_ENDPOINT`. */
export const OTLP_TRACES_PATH = '/v1/traces';

export interface TracingOptions {
  /** The traces' `service.name` (the process's name, or OTEL_SERVICE_NAME). */
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans are batched to `<endpoint>/v1/traces` (OTLP/HTTP JSON). */
  endpoint?: string;
  /** How long ended spans wait to be sent together to `endpoint` (ms; default 5000). */
  batchDelayMs?: number;
  /** Where spans go instead, each as it ends (tests: an `InMemorySpanExporter`). */
  exporter?: SpanExporter;
}

/** Tracing as it runs in this process. */
export interface Tracing {
  /** Exports the spans that ended and still wait in the batch. */
  flush(): Promise<void>;
  /** Flushes, stops the exporter and unregisters the SDK (the API is a no-op again). */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry tracing in this process when there is somewhere to send spans (`endpoint`
 * or `exporter`); returns undefined otherwise, having loaded no SDK: the API's spans are then
 * no-ops and no trace context is propagated. It registers a tracer provider (always-on sampling
 * that follows the caller's decision), the AsyncLocalStorage context manager and the W3C trace
 * context propagator, globally; a process starts it once, before its application.
 *
 * @example
 * const tracing = await startTracing({ serviceName: 'travel', endpoint: env.otlpEndpoint });
 * // … at shutdown
 * await tracing?.shutdown();
 */
export async function startTracing(options: TracingOptions): Promise<Tracing | undefined> {
  if (options.exporter === undefined && options.endpoint === undefined) return undefined;
  // Loaded only now: a process without tracing never loads the SDK.
  const [sdk, core, resources, hooks] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/context-async-hooks'),
  ]);
  let processor;
  if (options.exporter !== undefined) {
    processor = new sdk.SimpleSpanProcessor({ exporter: options.exporter });
  } else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    const url = `${String(options.endpoint).replace(/\/+$/, '')}${OTLP_TRACES_PATH}`;
    processor = new sdk.BatchSpanProcessor({
      exporter: new OTLPTraceExporter({ url }),
      scheduledDelayMillis: options.batchDelayMs ?? 5_000,
    });
  }
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': options.serviceName }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    spanProcessors: [processor],
  });
  const contextManager = new hooks.AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  setTracing(true);
  let stopped = false;
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      if (!stopped) setTracing(false);
      stopped = true;
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/** Tracing into memory, for tests: every ended span, in the order they ended. */
export interface InMemoryTracing {
  spans(): ReadableSpan[];
  shutdown(): Promise<void>;
}

/**
 * Starts tracing into memory (tests of the libs and services that propagate traces), with the
 * SDK this lib runs.
 *
 * @example
 * const tracing = await startInMemoryTracing();
 * await inSpan('caller', () => sendRpc(…));
 * expect(tracing.spans().map((span) => span.name)).toEqual(['travel.entries.list', 'caller']);
 */
export async function startInMemoryTracing(serviceName = 'test'): Promise<InMemoryTracing> {
  const { InMemorySpanExporter } = await import('@opentelemetry/sdk-trace');
  const exporter = new InMemorySpanExporter();
  const tracing = await startTracing({ serviceName, exporter });
  return {
    spans: () => exporter.getFinishedSpans(),
    shutdown: async () => tracing?.shutdown(),
  };
}
