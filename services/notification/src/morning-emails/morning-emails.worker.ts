import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';

import { EMAIL_SCHEDULE_QUEUE, EmailScheduleJobs, type MorningEmailBatchJob } from '@app/contracts';
import { CLOCK, type Clock, QueueWorkerHost, type QueueWorkerOptions } from '@app/nest-core';

import { NotificationEnv } from '../config/env.schema';
import { EmailScheduleQueue } from './email-schedule-queue';
import { MorningBatch, type MorningBatchResult } from './morning-batch';
import { MorningTick, type MorningTickResult } from './morning-tick';

/**
 * Runs the morning e-mails in this process: upserts the tick's job scheduler (every
 * `MORNING_EMAIL_TICK_MINUTES`, UTC) and processes the `email-schedule` queue, a tick with the
 * clock's now and a batch with its own `now`. Several service replicas may all run it: BullMQ
 * hands each job to one of them. At shutdown it finishes the jobs in flight.
 */
@Injectable()
export class MorningEmailsWorker extends QueueWorkerHost {
  constructor(
    private readonly schedule: EmailScheduleQueue,
    private readonly tick: MorningTick,
    private readonly batch: MorningBatch,
    private readonly env: NotificationEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(EMAIL_SCHEDULE_QUEUE, 'MorningEmailsWorker');
  }

  protected workerOptions(): Omit<QueueWorkerOptions, 'logger'> {
    return {
      redisUrl: this.env.REDIS_URL,
      redisKeyPrefix: this.env.REDIS_KEY_PREFIX,
      concurrency: 2,
    };
  }

  protected override async beforeStart(): Promise<void> {
    await this.schedule.upsertTickScheduler();
  }

  protected override afterStart(): void {
    this.logger.log(
      `Morning e-mails every ${this.env.MORNING_EMAIL_TICK_MINUTES} min at ${this.env.MORNING_EMAIL_HOUR}:00 local time`,
    );
  }

  /** Handles one job of the `email-schedule` queue by its name. */
  process(job: Job): Promise<MorningTickResult | MorningBatchResult> {
    switch (job.name) {
      case EmailScheduleJobs.MorningTick:
        return this.tick.run(this.clock());
      case EmailScheduleJobs.MorningBatch:
        return this.batch.run(job.data as MorningEmailBatchJob);
      default:
        throw new UnrecoverableError(`No handler for email-schedule job "${job.name}"`);
    }
  }
}
