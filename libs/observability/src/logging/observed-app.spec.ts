import 'reflect-metadata';

import { Controller, Get, Injectable, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

import { memoryLogDestination } from '@app/testing';

import { runInRequest } from '../context/request-context';
import { readObservabilityEnv } from '../env/observability-env';
import { processMetrics } from '../metrics/process-metrics';
import type { ProcessObservability } from '../process/start-observability';
import { createProcessLogger } from './process-logger';
import { observedModule, useProcessLogger } from './observed-app';

@Injectable()
class Greeter {
  private readonly logger = new Logger('Greeter');

  greet(): string {
    this.logger.log('greeting');
    return 'hello';
  }
}

@Controller('hello')
class HelloController {
  constructor(private readonly greeter: Greeter) {}

  @Get()
  hello(): string {
    return this.greeter.greet();
  }
}

@Module({ controllers: [HelloController], providers: [Greeter] })
class HelloModule {}

/** An observability whose logger writes parsed lines into `lines`. */
function observed(): ProcessObservability & { lines: Array<Record<string, unknown>> } {
  const { lines, stream } = memoryLogDestination();
  const env = readObservabilityEnv({}, false);
  let closed = 0;
  return {
    name: 'hello',
    env,
    logger: createProcessLogger('hello', env, stream),
    metrics: processMetrics(),
    metricsPort: undefined,
    lines,
    close: async () => {
      closed += 1;
      lines.push({ closed });
    },
  };
}

// nestjs-pino keeps one root logger per process (the first application's): one for the file.
const observability = observed();

describe('observedModule', () => {
  it("logs an application's lines through the process's pino logger with its request id", async () => {
    const app = await NestFactory.createApplicationContext(
      observedModule(HelloModule, observability),
      { bufferLogs: true },
    );
    useProcessLogger(app);
    runInRequest('req-nest-123456', () => app.get(Greeter).greet());
    await app.close();
    expect(observability.lines).toContainEqual(
      expect.objectContaining({
        service: 'hello',
        context: 'Greeter',
        msg: 'greeting',
        req_id: 'req-nest-123456',
      }),
    );
    // Nest's per-module start-up lines are left out; the observability closed with the app.
    expect(observability.lines.some((line) => line['context'] === 'InstanceLoader')).toBe(false);
    expect(observability.lines.at(-1)).toEqual({ closed: 1 });
  });

  it('serves HTTP on Fastify without a logging middleware of its own', async () => {
    const app = await NestFactory.create<NestFastifyApplication>(
      observedModule(HelloModule, observability),
      new FastifyAdapter(),
      { bufferLogs: true },
    );
    useProcessLogger(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const response = await app.getHttpAdapter().getInstance().inject({ url: '/hello' });
    await app.close();
    expect(response.body).toBe('hello');
    const greeting = observability.lines.findLast((line) => line['msg'] === 'greeting');
    // No pino-http request logger: the line has no `req` object and no automatic access line.
    expect(greeting).not.toHaveProperty('req');
    expect(observability.lines.some((line) => line['msg'] === 'request completed')).toBe(false);
  });
});
