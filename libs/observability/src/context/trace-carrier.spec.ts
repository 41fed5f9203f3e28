import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';

import { type TraceCarrier } from '@app/contracts';

import { observedProcessor } from '../metrics/observed-processor';
import { ProcessMetrics } from '../metrics/process-metrics';
import { startTracing, type Tracing } from '../tracing/tracing';
import { currentRequestId, runInRequest } from './request-context';
import { continueFrom, continueFromAll, currentCarrier, inSpan, startFrom } from './trace-carrier';

/** A message crossing a process boundary: only what JSON keeps arrives. */
const wire = <T>(message: T): T => JSON.parse(JSON.stringify(message)) as T;

describe('the trace carrier with tracing off', () => {
  it('carries only the request id, and the receiver serves that request', async () => {
    const carrier = runInRequest('req-off-12345', () => currentCarrier());
    expect(carrier).toEqual({ reqId: 'req-off-12345' });
    await expect(
      continueFrom(wire(carrier), 'travel.visits.record', 'server', async () => currentRequestId()),
    ).resolves.toBe('req-off-12345');
  });

  it('carries nothing outside a request', () => {
    expect(currentCarrier()).toEqual({});
  });

  it('ignores a malformed carrier', async () => {
    const seen = await continueFrom(
      { reqId: 42, traceparent: 'not-a-traceparent' },
      'job',
      'consumer',
      async () => currentRequestId(),
    );
    expect(seen).toBeUndefined();
  });

  it('is off again once tracing has shut down, and ignores a traceparent it is sent', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = await startTracing({ serviceName: 'test', exporter });
    const traced = await inSpan('before', async () =>
      runInRequest('req-off-67890', currentCarrier),
    );
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['before']);
    await tracing?.shutdown();
    expect(traced.traceparent).toBeDefined();
    expect(runInRequest('req-off-67890', currentCarrier)).toEqual({ reqId: 'req-off-67890' });
    const scope = startFrom(traced, 'travel.visits.record', 'server');
    expect(scope.run(() => currentRequestId())).toBe('req-off-67890');
    scope.end();
    await inSpan('after', async (span) => expect(span.isRecording()).toBe(false));
  });
});

describe('the trace carrier with tracing on', () => {
  let exporter: InMemorySpanExporter;
  let tracing: Tracing | undefined;

  beforeEach(async () => {
    exporter = new InMemorySpanExporter();
    tracing = await startTracing({ serviceName: 'test', exporter });
  });

  afterEach(async () => {
    await tracing?.shutdown();
  });

  it("keeps one trace from the gateway's request through RPC, the outbox event and the job", async () => {
    const metrics = new ProcessMetrics({ defaultMetrics: false });
    let jobRequestId: string | undefined;
    // The worker's side: runs the job in the trace its data carries.
    const sendEmail = observedProcessor(
      'email',
      async () => {
        jobRequestId = currentRequestId();
        await inSpan('smtp send', async () => undefined);
      },
      metrics,
    );
    // The notification service's side: consumes the event, enqueues the e-mail job.
    const consumeEvent = (event: TraceCarrier) =>
      continueFrom(event, 'travel.visit.recorded.v1 process', 'consumer', async () =>
        wire({ to: 'ann@example.com', ...currentCarrier() }),
      );
    // The travel service's side: handles the RPC call, records the event in its outbox.
    const recordVisit = (envelope: TraceCarrier) =>
      continueFrom(envelope, 'travel.visits.record', 'server', async () =>
        wire({ eventId: 'e-1', ...currentCarrier() }),
      );
    // The gateway's side: serves the request, makes the RPC call.
    const envelope = await runInRequest('req-trace-123456', () =>
      inSpan('POST /api/travel-entries', async () => wire(currentCarrier()), {
        kind: SpanKind.SERVER,
      }),
    );
    expect(envelope.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);

    const event = await recordVisit(envelope);
    const job = await consumeEvent(event);
    await sendEmail({ id: 'job-1', name: 'level-change-email', data: job });

    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name).sort()).toEqual([
      'POST /api/travel-entries',
      'email level-change-email',
      'smtp send',
      'travel.visit.recorded.v1 process',
      'travel.visits.record',
    ]);
    const traceIds = new Set(spans.map((span) => span.spanContext().traceId));
    expect(traceIds.size).toBe(1);
    // Each hop is the child of the one before it.
    const byName = new Map(spans.map((span) => [span.name, span]));
    const parentOf = (name: string) => byName.get(name)!.parentSpanContext?.spanId;
    const idOf = (name: string) => byName.get(name)!.spanContext().spanId;
    expect(parentOf('travel.visits.record')).toBe(idOf('POST /api/travel-entries'));
    expect(parentOf('travel.visit.recorded.v1 process')).toBe(idOf('travel.visits.record'));
    expect(parentOf('email level-change-email')).toBe(idOf('travel.visit.recorded.v1 process'));
    expect(parentOf('smtp send')).toBe(idOf('email level-change-email'));
    expect(jobRequestId).toBe('req-trace-123456');
    const durations = await metrics.registry.getSingleMetric('bullmq_job_duration_seconds')!.get();
    expect(durations.values).toContainEqual(
      expect.objectContaining({
        labels: { queue: 'email', name: 'level-change-email', outcome: 'completed' },
        metricName: 'bullmq_job_duration_seconds_count',
        value: 1,
      }),
    );
  });

  it("continues a batch's first trace, links the others and serves their shared request", async () => {
    const [first, second] = await runInRequest('req-batch-12345', () =>
      Promise.all([
        inSpan('record a', async () => wire(currentCarrier())),
        inSpan('record b', async () => wire(currentCarrier())),
      ]),
    );
    const served = await continueFromAll([first, second], 'batch', 'consumer', async () =>
      currentRequestId(),
    );
    expect(served).toBe('req-batch-12345');
    const batch = exporter.getFinishedSpans().find((span) => span.name === 'batch')!;
    expect(batch.spanContext().traceId).toBe(first!.traceparent!.split('-')[1]);
    expect(batch.parentSpanContext?.spanId).toBe(first!.traceparent!.split('-')[2]);
    expect(batch.links.map((link) => link.context.spanId)).toEqual([
      second!.traceparent!.split('-')[2],
    ]);
  });

  it('serves no request for a batch of several requests', async () => {
    const carriers = [{ reqId: 'req-one-123456' }, { reqId: 'req-two-123456' }];
    await expect(
      continueFromAll(carriers, 'batch', 'consumer', async () => currentRequestId()),
    ).resolves.toBeUndefined();
  });

  it('marks the span of a failed message as an error and ends it', async () => {
    await expect(
      continueFrom({}, 'broken', 'consumer', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({ name: 'broken', status: { code: 2 } });
  });

  it('lets a scope end after its work returned (an answer stream)', () => {
    const scope = startFrom({}, 'rpc travel.entries.list', 'server');
    const inside = scope.run(() => currentCarrier());
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    scope.end();
    const [span] = exporter.getFinishedSpans();
    expect(inside.traceparent).toContain(span!.spanContext().spanId);
  });
});
