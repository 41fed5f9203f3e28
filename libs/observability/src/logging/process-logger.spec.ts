import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';

import { memoryLogDestination } from '@app/testing';

import { runInRequest } from '../context/request-context';
import { inSpan } from '../context/trace-carrier';
import { readObservabilityEnv } from '../env/observability-env';
import { startTracing } from '../tracing/tracing';
import { createProcessLogger } from './process-logger';

const env = readObservabilityEnv({ LOG_LEVEL: 'info' }, false);

describe('createProcessLogger', () => {
  it('writes one JSON object per line with the service, a level word and the message', () => {
    const { lines, stream } = memoryLogDestination();
    createProcessLogger('travel', env, stream).info({ context: 'Entries' }, 'entry recorded');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'travel',
        context: 'Entries',
        msg: 'entry recorded',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      }),
    ]);
    expect(lines[0]).not.toHaveProperty('req_id');
  });

  it('adds the req_id of the request being served', () => {
    const { lines, stream } = memoryLogDestination();
    const logger = createProcessLogger('gateway', env, stream);
    runInRequest('req-1234abcd', () => logger.warn('slow answer'));
    expect(lines[0]).toMatchObject({ req_id: 'req-1234abcd', level: 'warn', msg: 'slow answer' });
  });

  it("drops Nest's per-module start-up lines but keeps their warnings", () => {
    const { lines, stream } = memoryLogDestination();
    const logger = createProcessLogger('auth', env, stream);
    logger.info({ context: 'InstanceLoader' }, 'AppModule dependencies initialized');
    logger.warn({ context: 'InstanceLoader' }, 'something odd');
    logger.info({ context: 'Bootstrap' }, 'listening');
    expect(lines.map((line) => line['msg'])).toEqual(['something odd', 'listening']);
  });

  it('honours LOG_LEVEL', () => {
    const { lines, stream } = memoryLogDestination();
    const logger = createProcessLogger('auth', readObservabilityEnv({ LOG_LEVEL: 'warn' }), stream);
    logger.info('not written');
    logger.error('written');
    expect(lines.map((line) => line['msg'])).toEqual(['written']);
  });

  it('adds the trace and span ids when tracing is on', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = await startTracing({ serviceName: 'travel', exporter });
    try {
      const { lines, stream } = memoryLogDestination();
      const logger = createProcessLogger('travel', env, stream);
      await inSpan('work', async () => logger.info('inside'));
      const [span] = exporter.getFinishedSpans();
      expect(lines[0]).toMatchObject({
        trace_id: span!.spanContext().traceId,
        span_id: span!.spanContext().spanId,
      });
    } finally {
      await tracing?.shutdown();
    }
  });
});
