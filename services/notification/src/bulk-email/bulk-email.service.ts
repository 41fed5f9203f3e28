import { randomUUID } from 'node:crypto';

import { Injectable, Logger } from '@nestjs/common';
import { isEmail } from 'class-validator';

import {
  assertAdminActor,
  EmailJobs,
  type BulkEmailRecipientDto,
  type BulkEmailResultDto,
  type SendBulkEmailRpcRequest,
} from '@app/contracts';

import { NotificationEnv } from '../config/env.schema';
import { bulkJobId } from '../email-queue/email-job-ids';
import { EmailQueue, type EmailJobRequest } from '../email-queue/email-queue';

/** Jobs enqueued per Redis round trip (`addBulk`); the event loop is free between chunks. */
export const BULK_EMAIL_ENQUEUE_CHUNK = 1_000;

/**
 * The admin's bulk e-mail (SPEC §5): the subject and HTML stored once under a new batch id
 * (`EmailQueue.storeBulkContent`), then one 'bulk-admin-email' job per recipient carrying only the
 * batch id (in chunks of `BULK_EMAIL_ENQUEUE_CHUNK`), then one bounded wait (`BULK_EMAIL_WAIT_MS`
 * overall) for them to be delivered or to fail for good. A recipient who turned `product_updates`
 * off is skipped (counted in `skippedCount`, neither sent nor failed); an address that is not an
 * e-mail address counts as a failure and is not enqueued. E-mails still retrying when the wait
 * ends are reported as `pendingCount`, not as failures. Only for an admin actor (`assertAdminActor`, after the
 * gateway's own check): anything else is FORBIDDEN and nothing is stored or queued.
 */
@Injectable()
export class BulkEmailService {
  private readonly logger = new Logger('BulkEmailService');

  constructor(
    private readonly emails: EmailQueue,
    private readonly env: NotificationEnv,
  ) {}

  async send(request: SendBulkEmailRpcRequest): Promise<BulkEmailResultDto> {
    assertAdminActor(request);
    const batchId = randomUUID();
    const started = Date.now();
    const jobIds: string[] = [];
    let unusable = 0;
    let skipped = 0;
    let stored = false;
    for (let start = 0; start < request.recipients.length; start += BULK_EMAIL_ENQUEUE_CHUNK) {
      const chunk = request.recipients.slice(start, start + BULK_EMAIL_ENQUEUE_CHUNK);
      const wanted = chunk.filter((recipient) => recipient.product_updates);
      skipped += chunk.length - wanted.length;
      const usable = wanted.filter((recipient) => isEmail(recipient.email));
      unusable += wanted.length - usable.length;
      if (usable.length === 0) continue;
      if (!stored) {
        await this.emails.storeBulkContent(batchId, {
          subject: request.subject,
          html: request.message,
        });
        stored = true;
      }
      const jobs = usable.map((recipient) => this.jobFor(batchId, recipient));
      await this.emails.addBulk(jobs);
      for (const job of jobs) jobIds.push(job.jobId);
    }
    const enqueuedMs = Date.now() - started;
    const outcome =
      jobIds.length === 0
        ? { completed: 0, failed: 0, pending: 0 }
        : await this.emails.waitForJobs(jobIds, this.env.BULK_EMAIL_WAIT_MS);
    const waitedMs = Date.now() - started - enqueuedMs;
    const result: BulkEmailResultDto = {
      successCount: outcome.completed,
      failureCount: outcome.failed + unusable,
    };
    if (outcome.pending > 0) result.pendingCount = outcome.pending;
    if (skipped > 0) result.skippedCount = skipped;
    this.logger.log(
      `Bulk e-mail ${batchId} by ${request.actorId}: ${request.recipients.length} recipient(s) (${skipped} skipped: product updates off; ${jobIds.length} queued in ${enqueuedMs} ms, then waited ${waitedMs} ms), ${result.successCount} sent, ${result.failureCount} failed, ${outcome.pending} still retrying`,
    );
    return result;
  }

  private jobFor(
    batchId: string,
    recipient: BulkEmailRecipientDto,
  ): EmailJobRequest<typeof EmailJobs.BulkAdmin> {
    return {
      name: EmailJobs.BulkAdmin,
      data: {
        userId: recipient.userId,
        to: recipient.email,
        username: recipient.username,
        language: recipient.language ?? null,
        batchId,
      },
      jobId: bulkJobId(batchId, recipient.userId),
    };
  }
}
