import { get } from 'node:http';

import { freePort, OtlpReceiver } from '@app/testing';

import { inSpan } from '../context/trace-carrier';
import { startObservability } from './start-observability';

function status(port: number): Promise<number> {
  return new Promise((resolve) => {
    get({ host: '127.0.0.1', port, path: '/metrics' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', () => resolve(0));
  });
}

describe('startObservability', () => {
  it('serves GET /metrics on METRICS_PORT until the last user closes', async () => {
    const port = await freePort();
    const env = { METRICS_PORT: String(port), LOG_LEVEL: 'silent' };
    const first = await startObservability('travel', env);
    const second = await startObservability('auth', env);
    expect(first.metricsPort).toBe(port);
    expect(await status(port)).toBe(200);
    await first.close();
    expect(await status(port)).toBe(200);
    await second.close();
    expect(await status(port)).toBe(0);
  });

  it('starts no metrics server and no tracing without their variables', async () => {
    const observability = await startObservability('billing', { LOG_LEVEL: 'silent' });
    try {
      expect(observability.metricsPort).toBeUndefined();
      await inSpan('untraced', async (span) => expect(span.isRecording()).toBe(false));
    } finally {
      await observability.close();
    }
  });

  it('sends spans to OTEL_EXPORTER_OTLP_ENDPOINT as OTLP/HTTP JSON, the last at close', async () => {
    const receiver = await OtlpReceiver.start();
    try {
      const observability = await startObservability('reporting', {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        LOG_LEVEL: 'silent',
      });
      await inSpan('render report', async () => undefined);
      await observability.close();
      expect(receiver.spans).toEqual([
        expect.objectContaining({ name: 'render report', service: 'reporting', parentSpanId: '' }),
      ]);
      expect(receiver.spans[0]!.traceId).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await receiver.stop();
    }
  });
});
