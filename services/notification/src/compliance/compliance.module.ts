import { Module } from '@nestjs/common';

import { COMPLIANCE_SETTLE_QUEUE } from '@app/contracts';
import { producerQueue } from '@app/nest-core';

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
        new LevelSettleQueue(producerQueue(COMPLIANCE_SETTLE_QUEUE, env), env),
    },
    SettledLevelCheck,
    LevelSettleWorker,
  ],
  exports: [LevelSettleQueue],
})
export class ComplianceModule {}
