/**
 * The exec probes of the containers (infra/probes), run as Kubernetes and compose run them: as a
 * child process, against a real Nest TCP microservice and a real BullMQ worker on the machine's
 * Redis.
 */
import 'reflect-metadata';

import { execFile } from 'node:child_process';
import path from 'node:path';

import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  MessagePattern,
  type MicroserviceOptions,
  RpcException,
  Transport,
} from '@nestjs/microservices';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

import { repoRoot } from './support/deploy-fixture';
import { deleteKeys, freePort, redisUrl, uniqueKeyPrefix } from './support/local-services';

interface ProbeRun {
  code: number;
  stderr: string;
}

/** Runs a probe without blocking this process (the servers it asks live here). */
function probe(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ProbeRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'infra/probes', script), ...args],
      { env: { PATH: process.env['PATH'] ?? '', ...env }, timeout: 15_000 },
      (error, _stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stderr: stderr.trim() });
      },
    );
  });
}

@Controller()
class ProbedController {
  @MessagePattern('demo.health.check')
  healthy(): { status: 'ok'; service: string } {
    return { status: 'ok', service: 'demo' };
  }

  @MessagePattern('sick.health.check')
  sick(): never {
    throw new RpcException({ status: 503, message: 'The demo service cannot reach Postgres.' });
  }
}

@Module({ controllers: [ProbedController] })
class ProbedModule {}

describe('infra/probes/rpc-probe.mjs', () => {
  let app: INestMicroservice;
  let port = 0;

  beforeAll(async () => {
    port = await freePort();
    app = await NestFactory.createMicroservice<MicroserviceOptions>(ProbedModule, {
      transport: Transport.TCP,
      options: { host: '127.0.0.1', port },
      logger: false,
    });
    await app.listen();
  });
  afterAll(() => app.close());

  it('finds a service alive when its RPC server answers at all', async () => {
    expect(await probe('rpc-probe.mjs', [String(port)])).toEqual({ code: 0, stderr: '' });
  });

  it('finds a service ready when its health pattern answers', async () => {
    expect(await probe('rpc-probe.mjs', [String(port), 'demo.health.check'])).toEqual({
      code: 0,
      stderr: '',
    });
  });

  it('finds a service not ready when its health check fails, and says why', async () => {
    expect(await probe('rpc-probe.mjs', [String(port), 'sick.health.check'])).toEqual({
      code: 1,
      stderr: 'not ready: The demo service cannot reach Postgres.',
    });
  });

  it('finds a service dead when nothing listens on its port', async () => {
    const closed = await freePort();
    const run = await probe('rpc-probe.mjs', [String(closed)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`not alive: 127.0.0.1:${closed}: connect ECONNREFUSED`);
  });

  it('refuses a call without a port', async () => {
    expect((await probe('rpc-probe.mjs', [])).code).toBe(2);
  });
});

describe('infra/probes/queue-worker-probe.mjs', () => {
  const queueName = 'probe-demo';
  const keyPrefix = uniqueKeyPrefix();
  let connection: Redis;
  let worker: Worker;

  beforeAll(async () => {
    connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const prefix = `${keyPrefix}bull`;
    worker = new Worker(queueName, async () => undefined, { connection, prefix });
    // Resolves once the blocking connection is up, which ioredis names before it is ready.
    await worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker.close();
    await deleteKeys(connection, keyPrefix);
    connection.disconnect();
  });

  const env = () => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix });

  it('finds a worker ready when its connection is on the queue', async () => {
    expect(await probe('queue-worker-probe.mjs', [queueName], env())).toEqual({
      code: 0,
      stderr: '',
    });
  });

  it('finds no worker on another queue, or under another key prefix', async () => {
    expect(await probe('queue-worker-probe.mjs', ['pdf-render'], env())).toEqual({
      code: 1,
      stderr: 'not ready: no worker is connected to the "pdf-render" queue',
    });
    const otherPrefix = { ...env(), REDIS_KEY_PREFIX: `${keyPrefix}other:` };
    expect((await probe('queue-worker-probe.mjs', [queueName], otherPrefix)).code).toBe(1);
  });

  it('keeps a worker alive but not ready while Redis does not answer', async () => {
    const closed = await freePort();
    const down = { REDIS_URL: `redis://127.0.0.1:${closed}` };
    expect((await probe('queue-worker-probe.mjs', [queueName, '--live'], down)).code).toBe(0);
    const ready = await probe('queue-worker-probe.mjs', [queueName], down);
    expect(ready.code).toBe(1);
    expect(ready.stderr).toContain('not ready: Redis does not answer');
  });

  it('restarts a worker whose connection left the queue while Redis answers', async () => {
    expect(await probe('queue-worker-probe.mjs', ['email', '--live'], env())).toEqual({
      code: 1,
      stderr: 'not alive: no worker is connected to the "email" queue',
    });
  });
});
