import {
  type Attributes,
  type Link,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

import { type TraceCarrier, traceCarrierOf } from '@app/contracts';

import { TRACER_NAME } from '../tracing/tracer-name';
import { isTracing } from '../tracing/tracing-state';
import { currentRequestId, runInRequest } from './request-context';

/**
 * What a message sent now carries on (`TraceCarrier`): the request being served and, when tracing
 * is on, the active span's W3C trace context. Empty outside any request with tracing off.
 *
 * @example
 * await queue.add(name, { ...data, ...currentCarrier() });
 */
export function currentCarrier(): TraceCarrier {
  const carrier: TraceCarrier = {};
  const requestId = currentRequestId();
  if (requestId !== undefined) carrier.reqId = requestId;
  if (isTracing()) propagation.inject(context.active(), carrier as Record<string, string>);
  return carrier;
}

/** How a span started from a message relates to its sender. */
export type MessageSpanKind = 'server' | 'consumer' | 'internal';

const KINDS: Record<MessageSpanKind, SpanKind> = {
  server: SpanKind.SERVER,
  consumer: SpanKind.CONSUMER,
  internal: SpanKind.INTERNAL,
};

/** The work done for one received message, in its request and (tracing on) its span. */
export interface MessageScope {
  /** Runs `work` in the message's request and span (call it as often as needed). */
  run<T>(work: () => T): T;
  /** Ends the span, with an error status when `error` is given. Call it once. */
  end(error?: unknown): void;
}

/**
 * Starts the work for a message that carried `carrier` (an RPC envelope, an event, a job's data):
 * its request (log lines get its `req_id`) and, when tracing is on, a span named `name` that
 * continues the sender's trace. For work that ends later than a promise settles (an RPC answer
 * stream); `continueFrom` is the usual form.
 *
 * @example
 * const scope = startFrom(envelope, `rpc ${pattern}`, 'server');
 * return scope.run(() => handler(payload)).pipe(finalize(() => scope.end()));
 */
export function startFrom(
  carrier: unknown,
  name: string,
  kind: MessageSpanKind,
  attributes: Attributes = {},
  links: Link[] = [],
): MessageScope {
  const fields = traceCarrierOf(carrier);
  if (!isTracing()) return requestScope(fields.reqId);
  const parent = propagation.extract(context.active(), fields);
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan(name, { kind: KINDS[kind], attributes, links }, parent);
  const spanContext = trace.setSpan(parent, span);
  const requestId = fields.reqId;
  return {
    run: (work) =>
      context.with(spanContext, () =>
        requestId === undefined ? work() : runInRequest(requestId, work),
      ),
    end: (...error: unknown[]) => {
      if (error.length > 0) failed(span, error[0]);
      span.end();
    },
  };
}

/** Tracing off: the scope only serves the request (nothing to end). */
function requestScope(requestId: string | undefined): MessageScope {
  if (requestId === undefined) return UNSCOPED;
  return { run: (work) => runInRequest(requestId, work), end: () => undefined };
}

const UNSCOPED: MessageScope = { run: (work) => work(), end: () => undefined };

/**
 * Runs `work` for a message that carried `carrier` (see `startFrom`); the span ends when `work`
 * settles, with an error status if it throws.
 *
 * @example
 * await continueFrom(job.data, `job ${job.name}`, 'consumer', () => handle(job));
 */
export function continueFrom<T>(
  carrier: unknown,
  name: string,
  kind: MessageSpanKind,
  work: () => Promise<T>,
  attributes: Attributes = {},
): Promise<T> {
  return settle(startFrom(carrier, name, kind, attributes), work);
}

/**
 * Runs `work` for several messages handled together (one read of an event stream, one
 * transaction): it continues the trace of the first and links the others' spans, and serves their
 * request when they all carry the same one. Usually they do: the events of one change are
 * recorded in one transaction, in one request.
 *
 * @example
 * await continueFromAll(events.map((e) => e.payload), 'notification process batch', 'consumer', () =>
 *   handleBatch(events),
 * );
 */
export function continueFromAll<T>(
  carriers: readonly unknown[],
  name: string,
  kind: MessageSpanKind,
  work: () => Promise<T>,
  attributes: Attributes = {},
): Promise<T> {
  const fields = carriers.map(traceCarrierOf);
  const [first, ...rest] = fields;
  const requestIds = new Set(fields.map((carrier) => carrier.reqId));
  const links: Link[] = [];
  for (const carrier of rest) {
    const linked = trace.getSpanContext(propagation.extract(context.active(), carrier));
    if (linked !== undefined) links.push({ context: linked });
  }
  const shared = {
    ...(first?.traceparent === undefined
      ? {}
      : { traceparent: first.traceparent, tracestate: first.tracestate }),
    ...(requestIds.size === 1 && first?.reqId !== undefined ? { reqId: first.reqId } : {}),
  };
  const scope = startFrom(shared, name, kind, attributes, links);
  return settle(scope, work);
}

async function settle<T>(scope: MessageScope, work: () => Promise<T>): Promise<T> {
  try {
    const result = await scope.run(work);
    scope.end();
    return result;
  } catch (error) {
    scope.end(error);
    throw error;
  }
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * Runs `work` in a new span `name` (a child of the active one), ended when `work` settles. With
 * tracing off the span is OpenTelemetry's no-op one: nothing is recorded.
 *
 * @example
 * await inSpan('outbox relay', () => relay.publishBatch());
 */
export function inSpan<T>(
  name: string,
  work: (span: Span) => Promise<T>,
  options: { kind?: SpanKind; attributes?: Attributes } = {},
  parent = context.active(),
): Promise<T> {
  return trace
    .getTracer(TRACER_NAME)
    .startActiveSpan(name, options, parent, async (span): Promise<T> => {
      try {
        return await work(span);
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    });
}
