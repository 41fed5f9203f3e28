import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';

import { closeRedis } from '@app/nest-core';

import {
  BULK_EMAIL_CONTENT_TTL_S,
  bulkEmailContentKey,
  type BulkAdminEmailJob,
  type BulkEmailContent,
  type EmailPreference,
} from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { bulkAdminEmail } from '../../templates/bulk-admin.template';
import { emailTranslator } from '../../templates/email-translator';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';
import { sendWithUnsubscribe } from './unsubscribe-link';

/**
 * The preference an admin e-mail's unsubscribe link switches off: the announcements alone, never
 * the safety reminders (`email_reminders`) or the weekly summaries, which keep their own links.
 */
export const BULK_EMAIL_PREFERENCE: EmailPreference = 'product_updates';

/**
 * How many sends' contents a worker keeps in memory: the jobs of a send run one after another, so
 * a few suffice; at most 16 × 256 KiB of HTML.
 */
export const CACHED_BULK_CONTENTS = 16;

/**
 * The stored subject and HTML of the admin sends (`bulkEmailContentKey`, written once per send by
 * the notification service), read once per send and worker: the last `CACHED_BULK_CONTENTS` are
 * kept in memory (least recently used first out), so 100,000 jobs of one send make one Redis read,
 * not 100,000. Concurrent jobs of a send share the read in flight. Absence is not cached.
 */
export class BulkEmailContents implements OnApplicationShutdown {
  private readonly logger = new Logger('BulkEmailContents');
  private readonly cache = new Map<string, Promise<BulkEmailContent | null>>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly capacity = CACHED_BULK_CONTENTS,
  ) {
    redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** The content of `batchId`, or null when it is gone (expired, or never stored). */
  contentOf(batchId: string): Promise<BulkEmailContent | null> {
    const cached = this.cache.get(batchId);
    if (cached) {
      // Most recently used last.
      this.cache.delete(batchId);
      this.cache.set(batchId, cached);
      return cached;
    }
    const loading = this.load(batchId);
    this.cache.set(batchId, loading);
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= this.capacity) break;
      this.cache.delete(oldest);
    }
    const forget = (): void => {
      if (this.cache.get(batchId) === loading) this.cache.delete(batchId);
    };
    loading.then((content) => content ?? forget(), forget);
    return loading;
  }

  private async load(batchId: string): Promise<BulkEmailContent | null> {
    const stored = await this.redis.get(bulkEmailContentKey(this.keyPrefix, batchId));
    if (stored === null) return null;
    const content = parseContent(stored);
    if (!content) {
      throw new UnrecoverableError(`The stored content of bulk e-mail ${batchId} is malformed`);
    }
    return content;
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}

function parseContent(stored: string): BulkEmailContent | null {
  try {
    return contentIn(JSON.parse(stored));
  } catch {
    return null;
  }
}

/** `{ subject, html }` when `value` holds both as text, else null. */
function contentIn(value: unknown): BulkEmailContent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { subject, html } = value as Partial<Record<keyof BulkEmailContent, unknown>>;
  return typeof subject === 'string' && typeof html === 'string' ? { subject, html } : null;
}

/**
 * 'bulk-admin-email': the admin's sanitised HTML with a text part, and one-click unsubscribe
 * (RFC 8058) from `product_updates` alone (`unsubscribeLink`). The subject and HTML are the send's stored
 * content (`BulkEmailContents`); when it is gone the job fails for good (`UnrecoverableError`: no
 * retries, every job of that send fails the same way) and nothing is sent.
 */
@Injectable()
export class SendBulkAdmin {
  constructor(
    private readonly mailer: Mailer,
    private readonly contents: BulkEmailContents,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: BulkAdminEmailJob): Promise<EmailJobResult> {
    // Jobs queued before the content was stored per send carry it themselves.
    const stored = contentIn(data) ?? (await this.contents.contentOf(data.batchId));
    if (!stored) {
      throw new UnrecoverableError(
        `The subject and message of bulk e-mail ${data.batchId} are gone (kept ${BULK_EMAIL_CONTENT_TTL_S / 86_400} days after the send); not sent`,
      );
    }
    const t = await emailTranslator(data.language);
    return sendWithUnsubscribe(this.mailer, this.env, jobId, data, BULK_EMAIL_PREFERENCE, (url) =>
      bulkAdminEmail(brandOf(this.env), t, {
        subject: stored.subject,
        html: stored.html,
        unsubscribeUrl: url,
      }),
    );
  }
}
