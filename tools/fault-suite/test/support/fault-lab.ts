import { type Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';

import { bullPrefix, type EMAIL_QUEUE, type PDF_RENDER_QUEUE } from '@app/contracts';

import { Api, type SignedInUser } from './api';
import { Ledger } from './ledger';
import { MailCatcher } from './mail-catcher';
import { PrivatePostgres } from './private-postgres';
import { PrivateRedis } from './private-redis';
import { ProductStack } from './product-stack';
import { until } from './wait';

/**
 * Everything a fault test works with: the private Postgres, Redis and mail catcher, the product
 * running on them, a client of its API, the ledger over its stores, and the two job queues.
 * `open()` cleans up what it started when a later step fails; `close()` stops and removes all
 * of it (processes, data directories), whatever state the tests left it in.
 */
export class FaultLab {
  private readonly queues = new Map<string, Queue>();

  private constructor(
    readonly redis: PrivateRedis,
    readonly postgres: PrivatePostgres,
    readonly mail: MailCatcher,
    readonly stack: ProductStack,
    readonly api: Api,
    readonly pool: Pool,
    readonly redisClient: Redis,
    readonly ledger: Ledger,
  ) {}

  static async open(): Promise<FaultLab> {
    const cleanups: Array<() => Promise<unknown>> = [];
    try {
      const redis = await PrivateRedis.start();
      cleanups.push(() => redis.destroy());
      const postgres = await PrivatePostgres.start();
      cleanups.push(() => postgres.destroy());
      const mail = await MailCatcher.start();
      cleanups.push(() => mail.destroy());
      const stack = await ProductStack.start({
        databaseUrl: postgres.url,
        redisUrl: redis.url,
        smtpUrl: mail.smtpUrl,
      });
      const pool = postgres.pool();
      const redisClient = redis.client();
      return new FaultLab(
        redis,
        postgres,
        mail,
        stack,
        new Api(stack.baseUrl),
        pool,
        redisClient,
        new Ledger(pool, redisClient),
      );
    } catch (error) {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      throw error;
    }
  }

  /** Signs up `count` new users through the API. */
  signUp(count: number, prefix: string): Promise<SignedInUser[]> {
    return Promise.all(Array.from({ length: count }, () => this.api.signUp(prefix)));
  }

  /** The BullMQ queue `name` ('email' or 'pdf-render') of the product, to look at its jobs. */
  queue(name: typeof EMAIL_QUEUE | typeof PDF_RENDER_QUEUE): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: { url: this.redis.url }, prefix: bullPrefix('') });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Waits until job `jobId` of `queue` is in `state`, and returns it. */
  jobIn(
    queue: typeof EMAIL_QUEUE | typeof PDF_RENDER_QUEUE,
    jobId: string,
    state: 'active' | 'completed',
    timeoutMs: number,
  ): Promise<Job> {
    return until(
      `job ${jobId} of ${queue} to be ${state}`,
      async () => {
        const current = await this.queue(queue).getJobState(jobId);
        if (current === 'failed') throw new Error(`job ${jobId} failed`);
        return current === state ? await this.queue(queue).getJob(jobId) : undefined;
      },
      timeoutMs,
      state === 'active' ? 10 : 200,
    );
  }

  /** The id of the newest event of `topic` in `schema`'s outbox about user `userId`. */
  eventAbout(schema: string, topic: string, userId: string, timeoutMs = 10_000): Promise<string> {
    return until(
      `a ${topic} event about ${userId}`,
      async () => {
        const { rows } = await this.pool.query<{ id: string }>(
          `SELECT id FROM "${schema}".outbox WHERE topic = $1 AND payload->>'userId' = $2
            ORDER BY created_at DESC LIMIT 1`,
          [topic, userId],
        );
        return rows[0]?.id;
      },
      timeoutMs,
      50,
    );
  }

  async close(): Promise<void> {
    const steps: Array<() => Promise<unknown>> = [
      () => this.stack.stop(),
      ...[...this.queues.values()].map((queue) => () => queue.close()),
      () => this.pool.end(),
      async () => this.redisClient.disconnect(),
      () => this.mail.destroy(),
      () => this.postgres.destroy(),
      () => this.redis.destroy(),
    ];
    for (const step of steps) await step().catch(() => undefined);
  }
}
