import {
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Worker, type Job, type Processor } from 'bullmq';

import { bullPrefix } from '@app/contracts';
import { observedProcessor } from '@app/observability';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '@app/rpc';

/** Where and how a BullMQ Worker runs. */
export interface QueueWorkerOptions {
  /** `REDIS_URL` of the queue. */
  redisUrl: string;
  /** `REDIS_KEY_PREFIX`: the queue's keys live under `bullPrefix(redisKeyPrefix)`. */
  redisKeyPrefix: string;
  /** Where Redis errors, failed jobs (and stalls) are logged. */
  logger: Logger;
  /** Jobs run at once by this process. */
  concurrency: number;
  /**
   * The lock and stalled-job settings of a dedicated worker process: a worker killed mid-job
   * leaves its lock to expire, and another worker (or this one restarted) finds the stalled job
   * after `lockDuration` and runs it again. Given, stalls are logged and a failed job is logged
   * only when it fails for good (its last attempt, or an `UnrecoverableError`); not given, every
   * failed attempt is logged.
   */
  stalled?: { lockDuration: number; stalledInterval: number; maxStalledCount: number };
  /**
   * At shutdown, how long the jobs in flight may run on (ms; default SHUTDOWN_GRACE_MS's default,
   * 10 s). Past it the worker lets go of them: their locks expire and they run again (`stalled`).
   */
  closeGraceMs?: number;
}

/**
 * A BullMQ Worker on `queueName` with the logging every worker of the product has, its jobs run
 * observed (`observedProcessor`: in the request and trace their producer carried, timed into
 * `bullmq_job_duration_seconds`). The caller
 * waits for it (`waitUntilReady()`) and closes it (`close()` takes no new job and lets the ones
 * in flight finish).
 *
 * @example
 * this.worker = createQueueWorker(EMAIL_QUEUE, (job) => this.processor.process(job), {
 *   redisUrl: env.REDIS_URL,
 *   redisKeyPrefix: env.REDIS_KEY_PREFIX,
 *   logger: this.logger,
 *   concurrency: env.EMAIL_WORKER_CONCURRENCY,
 * });
 * await this.worker.waitUntilReady();
 */
export function createQueueWorker(
  queueName: string,
  processor: Processor,
  options: QueueWorkerOptions,
): Worker {
  const { logger, stalled } = options;
  const worker = new Worker(queueName, observedProcessor(queueName, processor), {
    connection: { url: options.redisUrl },
    prefix: bullPrefix(options.redisKeyPrefix),
    concurrency: options.concurrency,
    ...stalled,
  });
  worker.on('error', (error) => logger.warn(`Worker: ${error.message}`));
  if (!stalled) {
    worker.on('failed', (job, error) => {
      if (job) logger.error(`Job ${job.id} (${job.name}) failed: ${error.message}`);
    });
    return worker;
  }
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final =
      job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
    if (final) logger.error(`Job ${job.id} (${job.name}) failed for good: ${error.message}`);
  });
  worker.on('stalled', (jobId) => logger.warn(`Job ${jobId} stalled; it runs again`));
  return worker;
}

/**
 * Base of a Nest provider that runs one queue's BullMQ Worker (`createQueueWorker`) in this
 * process: it starts once the app is up (after `beforeStart`) and, at shutdown, takes no new job
 * and lets the ones in flight finish, for `closeGraceMs` at most: then it lets go of them (their
 * locks expire and they run again), so that the process always ends by itself.
 *
 * @example
 * @Injectable()
 * class LevelSettleWorker extends QueueWorkerHost {
 *   constructor(private readonly env: NotificationEnv) {
 *     super(COMPLIANCE_SETTLE_QUEUE, 'LevelSettleWorker');
 *   }
 *   protected workerOptions() {
 *     return { redisUrl: this.env.REDIS_URL, redisKeyPrefix: this.env.REDIS_KEY_PREFIX, concurrency: 2 };
 *   }
 *   process(job: Job) { … }
 * }
 */
export abstract class QueueWorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private worker: Worker | undefined;

  protected constructor(
    private readonly queueName: string,
    loggerName: string,
  ) {
    this.logger = new Logger(loggerName);
  }

  /** Handles one job of the queue. */
  abstract process(job: Job): Promise<unknown>;

  /** Where and how the worker runs (its logger is this host's). */
  protected abstract workerOptions(): Omit<QueueWorkerOptions, 'logger'>;

  /** Runs before the worker takes its first job; nothing by default. */
  protected async beforeStart(): Promise<void> {}

  /** Runs once the worker is ready; nothing by default. */
  protected afterStart(): void {}

  async onApplicationBootstrap(): Promise<void> {
    await this.beforeStart();
    const worker = createQueueWorker(this.queueName, (job) => this.process(job), {
      ...this.workerOptions(),
      logger: this.logger,
    });
    this.worker = worker;
    await worker.waitUntilReady();
    this.afterStart();
  }

  async beforeApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    const graceMs = this.workerOptions().closeGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
    // Waits for the jobs in flight, then releases the queue's connections; at most `graceMs`, so
    // that the process ends by itself before an orchestrator's kill deadline.
    if (!(await closesWithin(worker, graceMs, this.logger))) {
      this.logger.warn(
        `The ${this.queueName} worker had not closed after the ${graceMs} ms shutdown grace: letting go of its jobs (they run again once their locks expire)`,
      );
      await worker.disconnect().catch(() => undefined);
    }
  }

  /** The BullMQ worker itself, for tests (`close(true)` leaves a job locked, as a crash would). */
  get bullWorker(): Worker | undefined {
    return this.worker;
  }
}

/** Whether `worker.close()` (no new job, the ones in flight finish) settles within `ms`. */
async function closesWithin(worker: Worker, ms: number, logger: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const closed = worker.close().then(
    () => true,
    (error: unknown) => {
      logger.warn(`Closing the worker failed: ${String(error)}`);
      return true;
    },
  );
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}
