import type { INestApplicationContext, INestMicroservice } from '@nestjs/common';
import { Queue, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';

import {
  BULK_EMAIL_CONTENT_TTL_S,
  bulkEmailContentKey,
  bullPrefix,
  EMAIL_QUEUE,
  type BulkEmailContent,
  type EmailJobName,
  type EmailJobPayloads,
} from '@app/contracts';
import { createWorkerContext, loadConfig } from '@app/nest-core';
import { createTestRedis, freePort, SmtpCatcher, type TestRedis, testKeysEnv } from '@app/testing';

import { WorkerEnv } from '../../src/config/env.schema';
import { emailWorker } from '../../src/worker';
import { FakeResetRequests, startFakeAuthService } from './fake-auth-service';

export const RESET_TOKEN_SECRET = 'test-reset-token-secret-0123456789abcdef';
export const UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789abcdef';
export const PUBLIC_URL = 'https://tracker.example';

/** Job options like the notification service's, with retries fast enough for a test. */
export const TEST_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'fixed', delay: 200 },
  removeOnFail: false,
};

export interface EmailWorkerHarness {
  env: WorkerEnv;
  /** The environment as text, for starting the worker as a child process. */
  envVars: Record<string, string>;
  smtp: SmtpCatcher;
  resets: FakeResetRequests;
  redis: TestRedis;
  queue: Queue;
  /** The in-process worker (absent with `{ inProcess: false }`). */
  worker: INestApplicationContext | undefined;
  enqueue<N extends EmailJobName>(
    name: N,
    data: EmailJobPayloads[N],
    jobId: string,
    options?: JobsOptions,
  ): Promise<Job>;
  /** Stores an admin send's subject and HTML as the notification service does before enqueueing. */
  storeBulkContent(batchId: string, content: BulkEmailContent): Promise<void>;
  /** Deletes it, as its TTL (`BULK_EMAIL_CONTENT_TTL_S`) does in the end. */
  removeBulkContent(batchId: string): Promise<void>;
  /** Polls until the job is completed or failed for good, then returns it. */
  settled(jobId: string, timeoutMs?: number): Promise<Job>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Start the worker in this process (default true). */
  inProcess?: boolean;
  env?: Record<string, string>;
}

/**
 * Everything an e-mail worker test needs: a Redis key prefix of its own, an in-process SMTP
 * server, a fake auth service answering attach-token, a Queue to enqueue with, and the worker.
 */
export async function startEmailWorkerHarness(
  options: HarnessOptions = {},
): Promise<EmailWorkerHarness> {
  const redis = await createTestRedis();
  const smtp = await SmtpCatcher.start(await freePort());
  const resets = new FakeResetRequests();
  const authPort = await freePort();
  const auth: INestMicroservice = await startFakeAuthService(authPort, resets);
  const envVars: Record<string, string> = {
    ...testKeysEnv(),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    SMTP_URL: smtp.url,
    AUTH_SERVICE_PORT: String(authPort),
    RESET_TOKEN_SECRET,
    UNSUBSCRIBE_SECRET,
    PUBLIC_URL,
    SUPPORT_EMAIL: 'help@tracker.example',
    EMAIL_LOCK_DURATION_MS: '1500',
    EMAIL_STALLED_INTERVAL_MS: '500',
    ...options.env,
  };
  const env = loadConfig(WorkerEnv, envVars);
  let worker: INestApplicationContext | undefined;
  if (options.inProcess !== false) {
    worker = await createWorkerContext(emailWorker, env, { logLevels: ['error'] });
    await worker.init();
  }
  const queue = new Queue(EMAIL_QUEUE, {
    connection: { url: redis.url },
    prefix: bullPrefix(redis.keyPrefix),
  });

  const store = new Redis(redis.url, { maxRetriesPerRequest: 1 });

  const settled = async (jobId: string, timeoutMs = 15_000): Promise<Job> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await queue.getJobState(jobId);
      if (state === 'completed' || state === 'failed') {
        const job = await queue.getJob(jobId);
        if (job) return job;
      }
      if (Date.now() > deadline) throw new Error(`Job ${jobId} is still ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    env,
    envVars,
    smtp,
    resets,
    redis,
    queue,
    worker,
    enqueue: (name, data, jobId, jobOptions = {}) =>
      queue.add(name, data, { ...TEST_JOB_OPTIONS, ...jobOptions, jobId }),
    storeBulkContent: async (batchId, content) => {
      await store.set(
        bulkEmailContentKey(redis.keyPrefix, batchId),
        JSON.stringify(content),
        'EX',
        BULK_EMAIL_CONTENT_TTL_S,
      );
    },
    removeBulkContent: async (batchId) => {
      await store.del(bulkEmailContentKey(redis.keyPrefix, batchId));
    },
    settled,
    close: async () => {
      await worker?.close();
      await store.quit();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await auth.close();
      await smtp.stop();
      await redis.cleanup();
    },
  };
}
