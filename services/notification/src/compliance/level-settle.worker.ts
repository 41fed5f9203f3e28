import { Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';

import {
  COMPLIANCE_SETTLE_QUEUE,
  ComplianceSettleJobs,
  type SettledLevelCheckJob,
} from '@app/contracts';
import { QueueWorkerHost, type QueueWorkerOptions } from '@app/nest-core';

import { NotificationEnv } from '../config/env.schema';
import { SettledLevelCheck, type SettledLevelOutcome } from './settled-level-check';

/**
 * Processes the `compliance-settle` queue in this process: each 'settled-level-check' runs
 * `SettledLevelCheck` for its traveller. Several service replicas may all run it: BullMQ hands each
 * job to one of them, and a check cut off by a crash is taken over (stalled) and retried. At
 * shutdown it finishes the checks in flight; the delayed ones wait in Redis for the next start.
 */
@Injectable()
export class LevelSettleWorker extends QueueWorkerHost {
  constructor(
    private readonly check: SettledLevelCheck,
    private readonly env: NotificationEnv,
  ) {
    super(COMPLIANCE_SETTLE_QUEUE, 'LevelSettleWorker');
  }

  protected workerOptions(): Omit<QueueWorkerOptions, 'logger'> {
    return {
      redisUrl: this.env.REDIS_URL,
      redisKeyPrefix: this.env.REDIS_KEY_PREFIX,
      concurrency: 2,
    };
  }

  protected override afterStart(): void {
    this.logger.log(
      `Level-change e-mails once travel records have settled for ${this.env.COMPLIANCE_SETTLE_MS} ms`,
    );
  }

  /** Handles one job of the `compliance-settle` queue by its name. */
  process(job: Job): Promise<SettledLevelOutcome> {
    if (job.name !== ComplianceSettleJobs.SettledLevelCheck) {
      throw new UnrecoverableError(`No handler for compliance-settle job "${job.name}"`);
    }
    const { userId, travellerId } = job.data as SettledLevelCheckJob;
    return this.check.run({ userId, travellerId: travellerId ?? null });
  }
}
