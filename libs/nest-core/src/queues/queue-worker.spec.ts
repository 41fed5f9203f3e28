import { randomUUID } from 'node:crypto';

import { Logger } from '@nestjs/common';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';

import { bullPrefix } from '@app/contracts';

import { QueueWorkerHost, type QueueWorkerOptions } from './queue-worker';

const REDIS_URL = process.env['REDIS_URL'] || 'redis://127.0.0.1:6379';
const QUEUE = 'queue-worker-spec';

/** A promise and the function that resolves it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A host whose jobs run until `release()` (or forever). */
class HeldJobsWorker extends QueueWorkerHost {
  readonly started: Promise<void>;
  readonly release: () => void;
  private readonly markStarted: () => void;
  private readonly held: Promise<void>;

  constructor(
    private readonly keyPrefix: string,
    private readonly closeGraceMs: number,
  ) {
    super(QUEUE, 'HeldJobsWorker');
    const started = deferred();
    const held = deferred();
    this.started = started.promise;
    this.markStarted = started.resolve;
    this.held = held.promise;
    this.release = held.resolve;
  }

  async process(_job: Job): Promise<void> {
    this.markStarted();
    await this.held;
  }

  protected workerOptions(): Omit<QueueWorkerOptions, 'logger'> {
    return {
      redisUrl: REDIS_URL,
      redisKeyPrefix: this.keyPrefix,
      concurrency: 1,
      closeGraceMs: this.closeGraceMs,
    };
  }
}

describe('QueueWorkerHost at shutdown', () => {
  const keyPrefix = `test:queue-worker-${randomUUID()}:`;
  let queue: Queue;
  let warn: jest.SpyInstance;
  const hosts: HeldJobsWorker[] = [];
  const startedHost = async (closeGraceMs: number): Promise<HeldJobsWorker> => {
    const host = new HeldJobsWorker(keyPrefix, closeGraceMs);
    hosts.push(host);
    await host.onApplicationBootstrap();
    return host;
  };

  beforeAll(() => {
    queue = new Queue(QUEUE, { connection: { url: REDIS_URL }, prefix: bullPrefix(keyPrefix) });
  });
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    warn.mockRestore();
    for (const host of hosts.splice(0)) {
      host.release();
      await host.bullWorker?.close(true);
    }
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('lets the job in flight finish, then closes', async () => {
    const host = await startedHost(5_000);
    await queue.add('finishes', {});
    await host.started;

    const closing = host.beforeApplicationShutdown();
    host.release();
    await closing;

    expect(await queue.getCompletedCount()).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets go of a job still running after the grace, with a warning, instead of waiting for it', async () => {
    const host = await startedHost(300);
    await queue.add('never-finishes', {});
    await host.started;

    // Resolves although the job never ends (the test's timeout would fail it otherwise).
    await host.beforeApplicationShutdown();

    expect(warn).toHaveBeenCalledWith(
      `The ${QUEUE} worker had not closed after the 300 ms shutdown grace: letting go of its jobs (they run again once their locks expire)`,
    );
    // Not completed: it is left to its lock, as a crashed worker's job is.
    expect(await queue.getCompletedCount()).toBe(1);
  });
});
