import { QueueProducer, withTimeout } from '@app/nest-core';
import { type Job, type Queue, type QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

import {
  BULK_EMAIL_CONTENT_TTL_S,
  bulkEmailContentKey,
  EmailJobs,
  type AccountEmailRecipient,
  type BulkEmailContent,
  type EmailJobName,
  type EmailJobPayloads,
} from '@app/contracts';
import { currentCarrier } from '@app/observability';

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

/** How often a wait reads the states of its jobs still open (the events may have been trimmed). */
export const WAIT_RECONCILE_INTERVAL_MS = 5_000;
/** Jobs whose states one script call reads during a wait (~1 ms of Redis time). */
const RECONCILE_CHUNK = 1_000;

type FinishedAs = 'completed' | 'failed';

/**
 * The states of many jobs in one call: per id of ARGV[2..], 1 completed, 2 failed (for good), 3
 * gone (removed before it ran), 0 still open. KEYS: the completed and failed sets; ARGV[1]: the
 * prefix of job keys (`queue.toKey('')`). Each check is O(log n), unlike `getJobState`, which
 * scans the wait list (O(n) per job: quadratic for a send of 100,000).
 */
const JOB_STATES_LUA = `
local states = {}
for i = 2, #ARGV do
  local id = ARGV[i]
  if redis.call('ZSCORE', KEYS[1], id) then states[i - 1] = 1
  elseif redis.call('ZSCORE', KEYS[2], id) then states[i - 1] = 2
  elseif redis.call('EXISTS', ARGV[1] .. id) == 0 then states[i - 1] = 3
  else states[i - 1] = 0 end
end
return states
`;

/**
 * The producer side of the `email` queue: enqueues with the options of `emailJobOptions`, stores
 * the shared content of admin sends, waits for jobs through `QueueEvents`, and drops a deleted
 * user's pending e-mails. Owns its Queue, QueueEvents and Redis client (for the content and the
 * job states) and closes them at shutdown.
 */
export class EmailQueue extends QueueProducer {
  constructor(
    queue: Queue,
    private readonly events: QueueEvents,
    private readonly redis: Redis,
    private readonly env: NotificationEnv,
  ) {
    super('EmailQueue', queue, { events, redis });
  }

  /** Enqueues one e-mail; a job with the same id (any state) makes this a no-op. */
  async add<N extends EmailJobName>(request: EmailJobRequest<N>): Promise<Job> {
    return this.queue.add(
      request.name,
      { ...request.data, ...currentCarrier() },
      emailJobOptions(this.env, request.jobId),
    );
  }

  /** Enqueues many e-mails in one round trip. */
  async addBulk(requests: readonly EmailJobRequest[]): Promise<Job[]> {
    const carrier = currentCarrier();
    return this.queue.addBulk(
      requests.map((request) => ({
        name: request.name,
        data: { ...request.data, ...carrier },
        opts: emailJobOptions(this.env, request.jobId),
      })),
    );
  }

  /**
   * Stores what every job of an admin send shares (its subject and HTML), once, for
   * `BULK_EMAIL_CONTENT_TTL_S`: the jobs carry only the batch id. Store before enqueueing.
   */
  async storeBulkContent(batchId: string, content: BulkEmailContent): Promise<void> {
    await this.redis.set(
      bulkEmailContentKey(this.env.REDIS_KEY_PREFIX, batchId),
      JSON.stringify(content),
      'EX',
      BULK_EMAIL_CONTENT_TTL_S,
    );
  }

  /**
   * Waits until each job is completed or has failed for good, for at most `timeoutMs` overall;
   * jobs still open then count as pending (they go on retrying). A job removed before it ran (its
   * user was deleted) counts as failed.
   *
   * Three listeners per wait, not two per job (100,000 jobs would be 200,000 listeners, a timer
   * and a Redis call each): the queue's 'completed', 'failed' and 'removed' events settle the jobs
   * of the set; and at the start, every `WAIT_RECONCILE_INTERVAL_MS` and once more at the end, the
   * states of the jobs still open are read from Redis (`JOB_STATES_LUA`, 1,000 a call), because
   * jobs may finish before the wait starts and the event stream is trimmed (BullMQ keeps ~10,000
   * events), so a burst can drop events before they are read.
   */
  async waitForJobs(jobIds: readonly string[], timeoutMs: number): Promise<EmailJobsOutcome> {
    const deadline = Date.now() + timeoutMs;
    const open = new Set(jobIds);
    const outcome: EmailJobsOutcome = { completed: 0, failed: 0, pending: 0 };
    let wake = (): void => undefined;
    const settle = (jobId: string, how: FinishedAs): void => {
      if (!open.delete(jobId)) return;
      outcome[how] += 1;
      if (open.size === 0) wake();
    };
    const onCompleted = ({ jobId }: { jobId: string }): void => settle(jobId, 'completed');
    const onFailed = ({ jobId }: { jobId: string }): void => settle(jobId, 'failed');
    this.events.on('completed', onCompleted);
    this.events.on('failed', onFailed);
    this.events.on('removed', onFailed);
    try {
      await this.events.waitUntilReady();
      for (;;) {
        // The e-mails are queued whatever happens here: a failed read leaves the events to count.
        await this.reconcile(open, settle).catch((error: unknown) =>
          this.logger.warn(`Could not read the e-mail jobs' states: ${(error as Error).message}`),
        );
        const left = deadline - Date.now();
        if (open.size === 0 || left <= 0) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, WAIT_RECONCILE_INTERVAL_MS));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = () => undefined;
      }
    } finally {
      this.events.off('completed', onCompleted);
      this.events.off('failed', onFailed);
      this.events.off('removed', onFailed);
    }
    outcome.pending = open.size;
    return outcome;
  }

  /** Settles the jobs of `open` that Redis shows completed, failed or removed. */
  private async reconcile(
    open: ReadonlySet<string>,
    settle: (jobId: string, how: FinishedAs) => void,
  ): Promise<void> {
    const keys = [this.queue.toKey('completed'), this.queue.toKey('failed')];
    const jobKeyPrefix = this.queue.toKey('');
    const ids = [...open];
    for (let start = 0; start < ids.length; start += RECONCILE_CHUNK) {
      const chunk = ids.slice(start, start + RECONCILE_CHUNK);
      const states = (await this.redis.eval(
        JOB_STATES_LUA,
        keys.length,
        ...keys,
        jobKeyPrefix,
        ...chunk,
      )) as number[];
      chunk.forEach((id, index) => {
        const state = states[index];
        if (state === 1) settle(id, 'completed');
        else if (state === 2 || state === 3) settle(id, 'failed');
      });
    }
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
}
