import { Module } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';

import { bullPrefix, EMAIL_QUEUE } from '@app/contracts';
import { producerQueue } from '@app/nest-core';

import { NotificationEnv } from '../config/env.schema';
import { EmailQueue } from './email-queue';

/**
 * The `email` queue's producer side: a BullMQ Queue and QueueEvents (for the bulk send's waits) on
 * `REDIS_URL` under `bullPrefix(REDIS_KEY_PREFIX)`, and a Redis client for the bulk sends' stored
 * content and job states, wrapped in `EmailQueue`.
 */
@Module({
  providers: [
    {
      provide: EmailQueue,
      inject: [NotificationEnv],
      useFactory: (env: NotificationEnv): EmailQueue => {
        const queue = producerQueue(EMAIL_QUEUE, env);
        const events = new QueueEvents(EMAIL_QUEUE, {
          connection: { url: env.REDIS_URL },
          prefix: bullPrefix(env.REDIS_KEY_PREFIX),
        });
        // The admin sends' stored content and the job-state reads of their waits.
        const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
        return new EmailQueue(queue, events, redis, env);
      },
    },
  ],
  exports: [EmailQueue],
})
export class EmailQueueModule {}
