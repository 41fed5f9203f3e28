import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bullmq';

import { PDF_RENDER_QUEUE, type PdfRenderJobResult } from '@app/contracts';
import { QueueWorkerHost, type QueueWorkerOptions } from '@app/nest-core';

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
export class PdfRenderWorker extends QueueWorkerHost implements OnApplicationShutdown {
  constructor(
    private readonly processor: PdfRenderProcessor,
    private readonly heartbeat: ChromiumHeartbeat,
    private readonly pool: BrowserPool,
    private readonly store: PdfStore,
    private readonly env: WorkerEnv,
  ) {
    super(PDF_RENDER_QUEUE, 'PdfRenderWorker');
  }

  process(job: Job): Promise<PdfRenderJobResult> {
    return this.processor.process(job);
  }

  protected workerOptions(): Omit<QueueWorkerOptions, 'logger'> {
    return {
      redisUrl: this.env.REDIS_URL,
      redisKeyPrefix: this.env.REDIS_KEY_PREFIX,
      concurrency: this.env.PDF_WORKER_CONCURRENCY,
      stalled: {
        lockDuration: this.env.PDF_LOCK_DURATION_MS,
        stalledInterval: this.env.PDF_STALLED_INTERVAL_MS,
        maxStalledCount: this.env.PDF_MAX_STALLED_COUNT,
      },
    };
  }

  /** Warms the browser and begins its heartbeat before the first job. */
  protected override async beforeStart(): Promise<void> {
    await this.heartbeat.start();
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
}
