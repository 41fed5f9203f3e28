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

/**
 * The admin's bulk e-mail (SPEC §5): one 'bulk-admin-email' job per recipient under a new batch
 * id, then a bounded wait (`BULK_EMAIL_WAIT_MS`) for each to be delivered or to fail for good. An
 * address that is not an e-mail address counts as a failure and is not enqueued. E-mails still
 * retrying when the wait ends are reported as `pendingCount`, not as failures. Only for an admin
 * actor (`assertAdminActor`, after the gateway's own check): anything else is FORBIDDEN and nothing
 * is queued.
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
    const usable = request.recipients.filter((recipient) => isEmail(recipient.email));
    const unusable = request.recipients.length - usable.length;
    const jobs = await this.emails.addBulk(
      usable.map((recipient) => this.jobFor(batchId, recipient, request)),
    );
    const outcome = await this.emails.waitForAll(jobs, this.env.BULK_EMAIL_WAIT_MS);
    const result: BulkEmailResultDto = {
      successCount: outcome.completed,
      failureCount: outcome.failed + unusable,
    };
    if (outcome.pending > 0) result.pendingCount = outcome.pending;
    this.logger.log(
      `Bulk e-mail ${batchId} by ${request.actorId}: ${request.recipients.length} recipient(s), ${result.successCount} sent, ${result.failureCount} failed, ${outcome.pending} still retrying`,
    );
    return result;
  }

  private jobFor(
    batchId: string,
    recipient: BulkEmailRecipientDto,
    request: SendBulkEmailRpcRequest,
  ): EmailJobRequest<typeof EmailJobs.BulkAdmin> {
    return {
      name: EmailJobs.BulkAdmin,
      data: {
        userId: recipient.userId,
        to: recipient.email,
        username: recipient.username,
        subject: request.subject,
        html: request.message,
      },
      jobId: bulkJobId(batchId, recipient.userId),
    };
  }
}
