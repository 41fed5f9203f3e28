import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';

import {
  EmailScheduleJobs,
  type MorningEmailBatchJob,
  type NotificationRecipientDto,
} from '@app/contracts';
import { currentCarrier } from '@app/observability';

import type { NotificationEnv } from '../config/env.schema';
import { retryOptions } from '../email-queue/email-job-options';

/** The id of the one job scheduler of the morning e-mails (upserted at each start). */
export const MORNING_EMAIL_SCHEDULER_ID = 'morning-emails';

/** Batch jobs are kept this long (seconds) once done, failed ones a week for inspection. */
const BATCH_RETENTION_S = 24 * 3_600;
const FAILED_RETENTION_S = 7 * 24 * 3_600;

/**
 * The cron pattern of a tick every `minutes` (a divisor of 60), read in UTC.
 *
 * @example
 * tickPattern(15) // → '*\/15 * * * *'
 * tickPattern(60) // → '0 * * * *'
 */
export function tickPattern(minutes: number): string {
  return minutes === 60 ? '0 * * * *' : `*/${minutes} * * * *`;
}

/**
 * The job id of a batch: the tick's instant and the batch's first user, so that a retried tick
 * adds the same batches again as no-ops.
 *
 * @example
 * morningBatchJobId(new Date('2026-06-01T15:00:00Z'), userId) // → 'morning-batch.20260601T150000000Z.<userId>'
 */
export function morningBatchJobId(now: Date, firstUserId: string): string {
  return `morning-batch.${now.toISOString().replace(/[-:.]/g, '')}.${firstUserId}`;
}

/**
 * The producer side of the `email-schedule` queue: the tick's job scheduler and the batches a
 * tick fans out, with their attempts and backoff set here (never in the processor).
 */
export class EmailScheduleQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('EmailScheduleQueue');

  constructor(
    private readonly queue: Queue,
    private readonly env: NotificationEnv,
  ) {
    queue.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** Creates or updates the tick's scheduler (BullMQ `upsertJobScheduler`: idempotent). */
  async upsertTickScheduler(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MORNING_EMAIL_SCHEDULER_ID,
      { pattern: tickPattern(this.env.MORNING_EMAIL_TICK_MINUTES), tz: 'UTC' },
      {
        name: EmailScheduleJobs.MorningTick,
        data: {},
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 10_000, jitter: 0.5 },
          removeOnComplete: { count: 200 },
          removeOnFail: { age: FAILED_RETENTION_S },
        },
      },
    );
  }

  /** Adds one batch of users found by the tick at `now`. */
  async addBatch(now: Date, recipients: NotificationRecipientDto[]): Promise<Job> {
    const data: MorningEmailBatchJob = { now: now.toISOString(), recipients, ...currentCarrier() };
    return this.queue.add(EmailScheduleJobs.MorningBatch, data, {
      jobId: morningBatchJobId(now, recipients[0]?.id ?? 'none'),
      ...retryOptions(this.env),
      removeOnComplete: { age: BATCH_RETENTION_S },
      removeOnFail: { age: FAILED_RETENTION_S },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
