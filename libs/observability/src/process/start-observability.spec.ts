import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { freePort } from '@app/testing';

import { inSpan } from '../context/trace-carrier';
import { startObservability } from './start-observability';

/** A local OTLP/HTTP receiver: keeps the JSON bodies posted to /v1/traces. */
async function otlpReceiver(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(JSON.parse(text));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, server };
}

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
    const receiver = await otlpReceiver();
    try {
      const observability = await startObservability('reporting', {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        LOG_LEVEL: 'silent',
      });
      await inSpan('render report', async () => undefined);
      await observability.close();
      expect(JSON.stringify(receiver.bodies)).toContain('"name":"render report"');
      expect(JSON.stringify(receiver.bodies)).toContain(
        '{"key":"service.name","value":{"stringValue":"reporting"}}',
      );
    } finally {
      receiver.server.close();
    }
  });
});
