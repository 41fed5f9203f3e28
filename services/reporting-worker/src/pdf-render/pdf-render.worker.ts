import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Worker } from 'bullmq';

import { PDF_RENDER_QUEUE } from '@app/contracts';
import { createQueueWorker } from '@app/nest-core';

import { BrowserPool } from '../browser/browser-pool';
import { ChromiumHeartbeat } from '../browser/chromium-heartbeat';
import { WorkerEnv } from '../config/env.schema';
import { PdfStore } from '../pdf-store/pdf-store';
import { PdfRenderProcessor } from './pdf-render.processor';

/**
 * The BullMQ Worker of the `pdf-render` queue, made from the validated configuration (concurrency,
 * lock and stalled-job settings). At start it warms the browser and begins its heartbeat; at
 * shutdown it takes no new job, lets the ones in flight finish, then closes the browser. A worker
 * killed mid-job leaves its lock to expire: another worker (or this one restarted) finds the
 * stalled job after `PDF_LOCK_DURATION_MS` and runs it again.
 */
@Injectable()
export class PdfRenderWorker
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('PdfRenderWorker');
  private worker: Worker | undefined;

  constructor(
    private readonly processor: PdfRenderProcessor,
    private readonly heartbeat: ChromiumHeartbeat,
    private readonly pool: BrowserPool,
    private readonly store: PdfStore,
    private readonly env: WorkerEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.heartbeat.start();
    const worker = createQueueWorker(PDF_RENDER_QUEUE, (job) => this.processor.process(job), {
      redisUrl: this.env.REDIS_URL,
      redisKeyPrefix: this.env.REDIS_KEY_PREFIX,
      logger: this.logger,
      concurrency: this.env.PDF_WORKER_CONCURRENCY,
      stalled: {
        lockDuration: this.env.PDF_LOCK_DURATION_MS,
        stalledInterval: this.env.PDF_STALLED_INTERVAL_MS,
        maxStalledCount: this.env.PDF_MAX_STALLED_COUNT,
      },
    });
    this.worker = worker;
    await worker.waitUntilReady();
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Waits for the PDFs in flight, then releases the queue's connections.
    await this.worker?.close();
    this.worker = undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.heartbeat.stop();
    await this.pool.close();
    await this.store.close();
  }

  /** Whether Chromium started at the last check (logged by main.ts). */
  get chromium(): boolean {
    return this.heartbeat.chromium;
  }

  /** The BullMQ worker itself, for tests. */
  get bullWorker(): Worker | undefined {
    return this.worker;
  }
}
