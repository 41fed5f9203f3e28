import type { JobsOptions, Queue } from 'bullmq';

import {
  ComplianceSettleJobs,
  complianceSettleKey,
  type SettledLevelCheckJob,
} from '@app/contracts';
import { QueueProducer } from '@app/nest-core';
import { currentCarrier } from '@app/observability';

import type { NotificationEnv } from '../config/env.schema';
import { retryOptions } from '../email-queue/email-job-options';
import type { TravellerRef } from './compliance-levels';

/** Checks are kept this long (seconds) once done, failed ones a week for inspection. */
const DONE_RETENTION_S = 24 * 3_600;
const FAILED_RETENTION_S = 7 * 24 * 3_600;

/**
 * The producer side of the `compliance-settle` queue: one delayed 'settled-level-check' per traveller,
 * `COMPLIANCE_SETTLE_MS` after their latest travel change. BullMQ's deduplication keyed by the
 * traveller (`complianceSettleKey`) makes it a debounce: while the check is delayed, each change
 * reschedules it to a full window from now (`reschedule`); while it runs, a change leaves one
 * more check to follow it (`keepLastIfActive`), so a change the running check may have missed is
 * still evaluated. Attempts and backoff are set here, as for e-mails.
 */
export class LevelSettleQueue extends QueueProducer {
  constructor(
    queue: Queue,
    private readonly env: NotificationEnv,
  ) {
    super('LevelSettleQueue', queue);
  }

  /**
   * Schedules the traveller's settled level check, or pushes the one waiting back to a full
   * window.
   */
  async schedule({ userId, travellerId }: TravellerRef): Promise<void> {
    const data: SettledLevelCheckJob = {
      userId,
      ...(travellerId === null ? {} : { travellerId }),
      ...currentCarrier(),
    };
    await this.queue.add(
      ComplianceSettleJobs.SettledLevelCheck,
      data,
      this.options(complianceSettleKey(userId, travellerId)),
    );
  }

  private options(deduplicationId: string): JobsOptions {
    return {
      delay: this.env.COMPLIANCE_SETTLE_MS,
      deduplication: { id: deduplicationId, reschedule: true, keepLastIfActive: true },
      ...retryOptions(this.env),
      removeOnComplete: { age: DONE_RETENTION_S },
      removeOnFail: { age: FAILED_RETENTION_S },
    };
  }
}
