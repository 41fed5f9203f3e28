import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { UnrecoverableError, type Job, type Worker } from 'bullmq';

import {
  COMPLIANCE_SETTLE_QUEUE,
  ComplianceSettleJobs,
  type SettledLevelCheckJob,
} from '@app/contracts';
import { createQueueWorker } from '@app/nest-core';

import { NotificationEnv } from '../config/env.schema';
import { SettledLevelCheck, type SettledLevelOutcome } from './settled-level-check';

/**
 * Processes the `compliance-settle` queue in this process: each 'settled-level-check' runs
 * `SettledLevelCheck` for its user. Several service replicas may all run it: BullMQ hands each
 * job to one of them, and a check cut off by a crash is taken over (stalled) and retried. At
 * shutdown it finishes the checks in flight; the delayed ones wait in Redis for the next start.
 */
@Injectable()
export class LevelSettleWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LevelSettleWorker');
  private worker: Worker | undefined;

  constructor(
    private readonly check: SettledLevelCheck,
    private readonly env: NotificationEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = createQueueWorker(COMPLIANCE_SETTLE_QUEUE, (job) => this.process(job), {
      redisUrl: this.env.REDIS_URL,
      redisKeyPrefix: this.env.REDIS_KEY_PREFIX,
      logger: this.logger,
      concurrency: 2,
    });
    await this.worker.waitUntilReady();
    this.logger.log(
      `Level-change e-mails once travel records have settled for ${this.env.COMPLIANCE_SETTLE_MS} ms`,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.worker = undefined;
  }

  /** Handles one job of the `compliance-settle` queue by its name. */
  process(job: Job): Promise<SettledLevelOutcome> {
    if (job.name !== ComplianceSettleJobs.SettledLevelCheck) {
      throw new UnrecoverableError(`No handler for compliance-settle job "${job.name}"`);
    }
    return this.check.run((job.data as SettledLevelCheckJob).userId);
  }
}
