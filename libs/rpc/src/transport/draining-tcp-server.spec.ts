import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type ClientProxy, MessagePattern, type MicroserviceOptions } from '@nestjs/microservices';

import { AppError, ForbiddenError } from '@app/contracts';
import {
  currentRequestId,
  inSpan,
  processMetrics,
  runInRequest,
  startInMemoryTracing,
} from '@app/observability';
import { connectRpcClient, freePort, testRpcSigner } from '@app/testing';

import type { RpcEnvelope } from '../assertion/claims';
import type { RpcAdmission } from '../assertion/verifier';
import { sendRpc } from '../client/send-rpc';
import { DrainingTcpServer } from './draining-tcp-server';

/** A promise with its resolve function, for handlers the test lets finish. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const signer = testRpcSigner();

/** Admits every message (the test patterns are in no access table), giving its payload. */
const unwrapping: RpcAdmission = { admit: (_pattern, data) => (data as RpcEnvelope).payload };

/** What the handlers of the test service do, set per test. */
const behaviour = {
  started: deferred(),
  release: deferred<string>(),
  fastCalls: 0,
  requestIds: [] as Array<string | undefined>,
};

@Controller()
class SlowController {
  @MessagePattern('test.slow')
  async slow(): Promise<{ answer: string }> {
    behaviour.started.resolve();
    return { answer: await behaviour.release.promise };
  }

  @MessagePattern('test.fast')
  fast(): { ok: true } {
    behaviour.fastCalls += 1;
    behaviour.requestIds.push(currentRequestId());
    return { ok: true };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

describe('DrainingTcpServer', () => {
  let port: number;
  let server: DrainingTcpServer;
  let app: INestMicroservice;
  let client: ClientProxy;

  async function start(graceMs: number, verifier: RpcAdmission = unwrapping): Promise<void> {
    behaviour.started = deferred();
    behaviour.release = deferred<string>();
    behaviour.fastCalls = 0;
    behaviour.requestIds = [];
    port = await freePort();
    server = new DrainingTcpServer({
      host: '127.0.0.1',
      port,
      service: 'test',
      graceMs,
      verifier,
    });
    app = await NestFactory.createMicroservice<MicroserviceOptions>(SlowModule, {
      strategy: server,
      logger: false,
    });
    await app.listen();
    client = await connectRpcClient(port);
  }

  afterEach(async () => {
    behaviour.release.resolve('released by afterEach');
    await client.close();
    await app.close();
  });

  it('answers the call in flight before it closes, and refuses new calls meanwhile with a retriable 503', async () => {
    await start(30_000);
    const slow = sendRpc<{ answer: string }>(client, signer, 'test', 'test.slow', {});
    await behaviour.started.promise;
    expect(server.inFlight).toBe(1);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    expect(server.isDraining).toBe(true);

    // A new call on the open connection: refused without running its handler.
    const refused = await sendRpc(client, signer, 'test', 'test.fast', {}).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: 'The test service is restarting. Please try again in a moment.',
    });
    expect(behaviour.fastCalls).toBe(0);
    // No new connection is accepted.
    const late = await connectRpcClient(port).then(
      async (c) => {
        await c.close();
        return 'connected';
      },
      () => 'refused',
    );
    expect(late).toBe('refused');
    expect(closed).toBe(false);

    behaviour.release.resolve('finished');
    await expect(slow).resolves.toEqual({ answer: 'finished' });
    await closing;
    expect(server.inFlight).toBe(0);
  });

  it('closes once the grace is over even if a call never finishes', async () => {
    await start(50);
    const slow = sendRpc(client, signer, 'test', 'test.slow', {}).catch((error: unknown) => error);
    await behaviour.started.promise;
    await app.close();
    // The connection was closed under the call: the caller gets a 503, not an answer.
    expect(await slow).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('runs no handler for a message its verifier refuses, and answers the coded error', async () => {
    const admitted: unknown[] = [];
    await start(30_000, {
      admit: (pattern, data) => {
        admitted.push(pattern);
        if ((data as RpcEnvelope).assertion !== 'ok') throw new ForbiddenError('Not you.');
        return (data as RpcEnvelope).payload;
      },
    });
    const refused = await sendRpc(client, signer, 'test', 'test.fast', {}).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'Not you.' });
    expect(behaviour.fastCalls).toBe(0);
    const raw = await new Promise((resolve) =>
      client.send('test.fast', { assertion: 'ok', payload: {} }).subscribe({ next: resolve }),
    );
    expect(raw).toEqual({ ok: true });
    expect(behaviour.fastCalls).toBe(1);
    expect(admitted).toEqual(['test.fast', 'test.fast']);
  });

  it('runs the handler as part of the request its caller served (the assertion’s rid)', async () => {
    await start(30_000, {
      ...unwrapping,
      requestIdOf: (data) => {
        const body = (data as RpcEnvelope).assertion.split('.')[1]!;
        return (JSON.parse(Buffer.from(body, 'base64url').toString()) as { rid?: string }).rid;
      },
    });
    await runInRequest('req-42', () => sendRpc(client, signer, 'test', 'test.fast', {}));
    await sendRpc(client, signer, 'test', 'test.fast', {});
    expect(behaviour.requestIds).toEqual(['req-42', undefined]);
  });

  it("continues the caller's trace in a server span and times the call by pattern", async () => {
    const tracing = await startInMemoryTracing();
    try {
      await start(30_000);
      await inSpan('caller', () => sendRpc(client, signer, 'test', 'test.fast', {}));
      const spans = tracing.spans();
      const caller = spans.find((span) => span.name === 'caller')!;
      const served = spans.find((span) => span.name === 'test.fast')!;
      expect(served.spanContext().traceId).toBe(caller.spanContext().traceId);
      expect(served.parentSpanContext?.spanId).toBe(caller.spanContext().spanId);
      const { body } = await processMetrics().render();
      expect(body).toMatch(
        /rpc_server_duration_seconds_count\{service="test",pattern="test.fast",outcome="ok"\} [1-9]/,
      );
    } finally {
      await tracing.shutdown();
    }
  });

  it('closes at once when nothing is in flight', async () => {
    await start(30_000);
    await expect(sendRpc(client, signer, 'test', 'test.fast', {})).resolves.toEqual({ ok: true });
    await app.close();
    expect(server.isDraining).toBe(true);
    expect(server.inFlight).toBe(0);
  });
});

describe('DrainingTcpServer routes', () => {
  const server = new DrainingTcpServer({
    host: '127.0.0.1',
    port: 1,
    service: 'test',
    verifier: unwrapping,
  });

  it('routes a string pattern as Nest does, without parsing it as JSON (no SyntaxError per message)', () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      expect(server.getRouteFromPattern('travel.entries.list-json')).toBe(
        'travel.entries.list-json',
      );
      expect(server.getRouteFromPattern('notification.health.check')).toBe(
        'notification.health.check',
      );
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('still parses patterns that may be JSON (objects, literals), as Nest does', () => {
    expect(server.getRouteFromPattern('{"role":"auth","cmd":"check"}')).toBe(
      '{"cmd":"check","role":"auth"}',
    );
    expect(server.getRouteFromPattern('null')).toBe(server.getRouteFromPattern(' null'));
  });
});
