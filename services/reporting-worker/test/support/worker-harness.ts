import type { INestMicroservice } from '@nestjs/common';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { Redis } from 'ioredis';

import {
  bullPrefix,
  PDF_RENDER_QUEUE,
  PdfRenderJobs,
  pdfFileKey,
  pdfWorkersKey,
  type PdfWorkerHeartbeat,
  type TravelHistoryPdfJob,
  type TravelHistoryReport,
} from '@app/contracts';
import { createTestRedis, freePort, type TestRedis, testKeysEnv } from '@app/testing';

import { FakeJobHistories, startFakeReportingService } from './fake-reporting-service';
import { historyOf, jobOf } from './travel-history-job';

/**
 * The reporting service's side of the queue for worker tests: a Redis key prefix of the test
 * file, a producer Queue, QueueEvents, a fake reporting service answering the worker's history
 * calls, and readers of the stored files and the heartbeats.
 */
export interface WorkerHarness {
  redis: TestRedis;
  /** The worker's environment (as `npm start` passes it), fast stalled-job detection included. */
  envVars: Record<string, string>;
  queue: Queue;
  /** What the fake reporting service answers, and the job ids it was asked about. */
  histories: FakeJobHistories;
  /** Enqueues the report's job (no history) and lets the fake reporting service answer its history. */
  enqueue(report: TravelHistoryReport, attempts?: number): Promise<Job>;
  /** Waits until the job has completed or failed for good; returns it fresh from Redis. */
  settled(jobId: string, timeoutMs?: number): Promise<Job>;
  /** The stored PDF of a job, or null. */
  storedPdf(job: TravelHistoryPdfJob): Promise<Buffer | null>;
  /** Every stored PDF key under this file's prefix. */
  storedPdfKeys(): Promise<string[]>;
  heartbeats(): Promise<PdfWorkerHeartbeat[]>;
  close(): Promise<void>;
}

export async function startWorkerHarness(
  extraEnv: Record<string, string> = {},
): Promise<WorkerHarness> {
  const redis = await createTestRedis();
  const connection = { url: redis.url };
  const prefix = bullPrefix(redis.keyPrefix);
  const queue = new Queue(PDF_RENDER_QUEUE, { connection, prefix });
  const events = new QueueEvents(PDF_RENDER_QUEUE, { connection, prefix });
  await events.waitUntilReady();
  const client = new Redis(redis.url);
  const histories = new FakeJobHistories();
  const reportingPort = await freePort();
  const reporting: INestMicroservice = await startFakeReportingService(reportingPort, histories);
  return {
    redis,
    histories,
    envVars: {
      ...testKeysEnv(),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      REPORTING_SERVICE_PORT: String(reportingPort),
      PDF_HEARTBEAT_INTERVAL_MS: '500',
      ...extraEnv,
    },
    queue,
    enqueue: (report, attempts = 3) => {
      histories.set(report.requestId, historyOf(report));
      return queue.add(PdfRenderJobs.TravelHistory, jobOf(report), {
        jobId: report.requestId,
        attempts,
        backoff: { type: 'fixed', delay: 100 },
      });
    },
    settled: async (jobId, timeoutMs = 30_000) => {
      const job = await queue.getJob(jobId);
      if (!job) throw new Error(`No job ${jobId}`);
      await job.waitUntilFinished(events, timeoutMs).catch(() => undefined);
      const fresh = await queue.getJob(jobId);
      if (!fresh) throw new Error(`Job ${jobId} is gone`);
      return fresh;
    },
    storedPdf: (job) => client.getBuffer(pdfFileKey(redis.keyPrefix, job.userId, job.requestId)),
    storedPdfKeys: async () =>
      (await redis.keys()).filter((key) => key.startsWith(`${redis.keyPrefix}reporting:pdf:`)),
    heartbeats: async () =>
      Object.values(await client.hgetall(pdfWorkersKey(redis.keyPrefix))).map(
        (value) => JSON.parse(value) as PdfWorkerHeartbeat,
      ),
    close: async () => {
      await reporting.close();
      await events.close();
      await queue.close();
      await client.quit();
      await redis.cleanup();
    },
  };
}
