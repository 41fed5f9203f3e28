import { type DynamicModule, Module } from '@nestjs/common';
import { Queue } from 'bullmq';

import { bullPrefix, EMAIL_SCHEDULE_QUEUE } from '@app/contracts';

import { NotificationEnv } from '../config/env.schema';
import { EmailQueueModule } from '../email-queue/email-queue.module';
import { EmailScheduleQueue } from './email-schedule-queue';
import { MorningBatch } from './morning-batch';
import { MorningEmailsWorker } from './morning-emails.worker';
import { MorningTick } from './morning-tick';
import { ScheduledEmails } from './scheduled-emails';

export interface MorningEmailsOptions {
  /** Run the scheduler and process its jobs in this process (default true). */
  runSchedules?: boolean;
}

/**
 * Last-day reminders and weekly summaries: the `email-schedule` queue, the tick that fans users
 * out in batches, the batch that enqueues their e-mails once only, and (unless turned off) the
 * worker with the job scheduler.
 */
@Module({})
export class MorningEmailsModule {
  static forRoot(options: MorningEmailsOptions = {}): DynamicModule {
    return {
      module: MorningEmailsModule,
      imports: [EmailQueueModule],
      providers: [
        {
          provide: EmailScheduleQueue,
          inject: [NotificationEnv],
          useFactory: (env: NotificationEnv) =>
            new EmailScheduleQueue(
              new Queue(EMAIL_SCHEDULE_QUEUE, {
                connection: { url: env.REDIS_URL, maxRetriesPerRequest: 2 },
                prefix: bullPrefix(env.REDIS_KEY_PREFIX),
              }),
              env,
            ),
        },
        ScheduledEmails,
        MorningTick,
        MorningBatch,
        ...(options.runSchedules === false ? [] : [MorningEmailsWorker]),
      ],
    };
  }
}
