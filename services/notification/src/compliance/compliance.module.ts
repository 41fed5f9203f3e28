import { Module } from '@nestjs/common';
import { Queue } from 'bullmq';

import { bullPrefix, COMPLIANCE_SETTLE_QUEUE } from '@app/contracts';

import { NotificationEnv } from '../config/env.schema';
import { EmailQueueModule } from '../email-queue/email-queue.module';
import { LevelSettleQueue } from './level-settle-queue';
import { LevelSettleWorker } from './level-settle.worker';
import { SettledLevelCheck } from './settled-level-check';

/**
 * Level-change e-mails from levels that hold: the `compliance-settle` queue (one delayed check per
 * user, pushed back by each travel change), the check that re-reads the user's records and
 * e-mails a real rise, and the worker that runs it in this process.
 */
@Module({
  imports: [EmailQueueModule],
  providers: [
    {
      provide: LevelSettleQueue,
      inject: [NotificationEnv],
      useFactory: (env: NotificationEnv) =>
        new LevelSettleQueue(
          // A producer fails fast when Redis is away (the event stays unacknowledged).
          new Queue(COMPLIANCE_SETTLE_QUEUE, {
            connection: { url: env.REDIS_URL, maxRetriesPerRequest: 2 },
            prefix: bullPrefix(env.REDIS_KEY_PREFIX),
          }),
          env,
        ),
    },
    SettledLevelCheck,
    LevelSettleWorker,
  ],
  exports: [LevelSettleQueue],
})
export class ComplianceModule {}
