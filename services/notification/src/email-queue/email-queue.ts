import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { withTimeout } from '@app/nest-core';
import { type Job, type Queue, type QueueEvents } from 'bullmq';

import {
  EmailJobs,
  type AccountEmailRecipient,
  type EmailJobName,
  type EmailJobPayloads,
} from '@app/contracts';

import type { NotificationEnv } from '../config/env.schema';
import { emailJobOptions } from './email-job-options';

/** One e-mail to enqueue. */
export interface EmailJobRequest<N extends EmailJobName = EmailJobName> {
  name: N;
  data: EmailJobPayloads[N];
  jobId: string;
}

/** How a set of e-mail jobs ended within a wait. */
export interface EmailJobsOutcome {
  completed: number;
  failed: number;
  /** Still waiting or retrying when the wait ended. */
  pending: number;
}

/** Job states that have not started yet (an active job cannot be removed: it is being sent). */
const PENDING_STATES = ['waiting', 'delayed', 'prioritized'] as const;
const PAGE = 500;

/**
 * The producer side of the `email` queue: enqueues with the options of `emailJobOptions`, waits
 * for jobs through `QueueEvents`, and drops a deleted user's pending e-mails. Owns its Queue and
 * QueueEvents (and their Redis connections) and closes them at shutdown.
 */
export class EmailQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('EmailQueue');

  constructor(
    private readonly queue: Queue,
    private readonly events: QueueEvents,
    private readonly env: NotificationEnv,
  ) {
    // Without a listener an 'error' event would end the process; ioredis reconnects by itself.
    const report = (error: Error): void => this.logger.warn(`Redis: ${error.message}`);
    queue.on('error', report);
    events.on('error', report);
  }

  /** Enqueues one e-mail; a job with the same id (any state) makes this a no-op. */
  async add<N extends EmailJobName>(request: EmailJobRequest<N>): Promise<Job> {
    return this.queue.add(request.name, request.data, emailJobOptions(this.env, request.jobId));
  }

  /** Enqueues many e-mails in one round trip. */
  async addBulk(requests: readonly EmailJobRequest[]): Promise<Job[]> {
    return this.queue.addBulk(
      requests.map((request) => ({
        name: request.name,
        data: request.data,
        opts: emailJobOptions(this.env, request.jobId),
      })),
    );
  }

  /**
   * Waits until each job is completed or has failed for good, for at most `timeoutMs` overall;
   * jobs still open then count as pending (they go on retrying).
   */
  async waitForAll(jobs: readonly Job[], timeoutMs: number): Promise<EmailJobsOutcome> {
    const settled = await Promise.allSettled(
      jobs.map((job) => job.waitUntilFinished(this.events, timeoutMs)),
    );
    const outcome: EmailJobsOutcome = { completed: 0, failed: 0, pending: 0 };
    await Promise.all(
      settled.map(async (result, index) => {
        if (result.status === 'fulfilled') outcome.completed += 1;
        else if ((await this.queue.getJobState(jobs[index]?.id ?? '')) === 'failed') {
          outcome.failed += 1;
        } else outcome.pending += 1;
      }),
    );
    return outcome;
  }

  /**
   * Removes the e-mails of `userId` that have not started (waiting, delayed or retrying), except
   * the account-deleted confirmation. Returns how many were removed.
   */
  async removePendingFor(userId: string): Promise<number> {
    const doomed: Job[] = [];
    for (let start = 0; ; start += PAGE) {
      const page = await this.queue.getJobs([...PENDING_STATES], start, start + PAGE - 1, true);
      for (const job of page) {
        const data = job.data as Partial<AccountEmailRecipient> | undefined;
        if (data?.userId === userId && job.name !== EmailJobs.AccountDeleted) doomed.push(job);
      }
      if (page.length < PAGE) break;
    }
    let removed = 0;
    for (const job of doomed) {
      try {
        await job.remove();
        removed += 1;
      } catch (error) {
        // It started meanwhile (locked) or is gone: nothing left to remove.
        this.logger.warn(`Could not remove e-mail job ${job.id}: ${(error as Error).message}`);
      }
    }
    return removed;
  }

  /** Throws when Redis does not answer within `timeoutMs`. */
  async ping(timeoutMs = 2_000): Promise<void> {
    await withTimeout(this.queue.getJobCounts('waiting'), timeoutMs, 'Redis did not answer');
  }

  /** Throws unless at least one e-mail worker process is connected to the queue. */
  async assertWorkerConnected(timeoutMs = 2_000): Promise<void> {
    const workers = await withTimeout(
      this.queue.getWorkersCount(),
      timeoutMs,
      'Redis did not answer',
    );
    if (workers === 0) throw new Error('No e-mail worker is connected to the queue');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.events.close();
    await this.queue.close();
  }
}
