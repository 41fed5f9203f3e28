import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';

import {
  EmailJobs,
  type AccountDeletedEmailJob,
  type BulkAdminEmailJob,
  type ComplianceReminderEmailJob,
  type DonationReceiptEmailJob,
  type EmailChangeConfirmEmailJob,
  type EmailChangeNoticeEmailJob,
  type PasswordChangedEmailJob,
  type PasswordResetEmailJob,
  type UsernameReminderEmailJob,
  type WeeklySummaryEmailJob,
} from '@app/contracts';

import { SentMarker } from '../mail/sent-marker';
import type { EmailJobResult } from './email-job-result';
import { SendAccountDeleted } from './handlers/send-account-deleted';
import { SendBulkAdmin } from './handlers/send-bulk-admin';
import { SendComplianceReminder } from './handlers/send-compliance-reminder';
import { SendDonationReceipt } from './handlers/send-donation-receipt';
import { SendEmailChangeConfirm } from './handlers/send-email-change-confirm';
import { SendEmailChangeNotice } from './handlers/send-email-change-notice';
import { SendPasswordChanged } from './handlers/send-password-changed';
import { SendPasswordReset } from './handlers/send-password-reset';
import { SendUsernameReminder } from './handlers/send-username-reminder';
import { SendWeeklySummary } from './handlers/send-weekly-summary';

/**
 * The `email` queue's processor: skips a job whose e-mail is already marked as sent, dispatches
 * the rest by job name to one handler each, and logs start and end with the job id and duration.
 * Retries and backoff are the producer's job options; a job it cannot handle fails for good.
 */
@Injectable()
export class EmailProcessor {
  private readonly logger = new Logger('EmailProcessor');

  constructor(
    private readonly sent: SentMarker,
    private readonly usernameReminder: SendUsernameReminder,
    private readonly passwordReset: SendPasswordReset,
    private readonly accountDeleted: SendAccountDeleted,
    private readonly bulkAdmin: SendBulkAdmin,
    private readonly complianceReminder: SendComplianceReminder,
    private readonly weeklySummary: SendWeeklySummary,
    private readonly donationReceipt: SendDonationReceipt,
    private readonly passwordChanged: SendPasswordChanged,
    private readonly emailChangeNotice: SendEmailChangeNotice,
    private readonly emailChangeConfirm: SendEmailChangeConfirm,
  ) {}

  async process(job: Job): Promise<EmailJobResult> {
    const jobId = job.id;
    if (jobId === undefined) throw new UnrecoverableError('An e-mail job needs an id');
    const started = Date.now();
    const label = `Job ${jobId} (${job.name}, attempt ${job.attemptsMade + 1})`;
    this.logger.log(`${label} started`);
    try {
      const result = (await this.sent.isSent(jobId))
        ? ({ status: 'already-sent' } as const)
        : await this.dispatch(jobId, job);
      this.logger.log(`${label} ${result.status} in ${Date.now() - started} ms`);
      return result;
    } catch (error) {
      this.logger.warn(
        `${label} failed in ${Date.now() - started} ms: ${(error as Error).message}`,
      );
      throw error;
    }
  }

  private dispatch(jobId: string, job: Job): Promise<EmailJobResult> {
    switch (job.name) {
      case EmailJobs.UsernameReminder:
        return this.usernameReminder.handle(jobId, job.data as UsernameReminderEmailJob);
      case EmailJobs.PasswordReset:
        return this.passwordReset.handle(jobId, job.data as PasswordResetEmailJob);
      case EmailJobs.AccountDeleted:
        return this.accountDeleted.handle(jobId, job.data as AccountDeletedEmailJob);
      case EmailJobs.BulkAdmin:
        return this.bulkAdmin.handle(jobId, job.data as BulkAdminEmailJob);
      case EmailJobs.ComplianceReminder:
        return this.complianceReminder.handle(jobId, job.data as ComplianceReminderEmailJob);
      case EmailJobs.WeeklySummary:
        return this.weeklySummary.handle(jobId, job.data as WeeklySummaryEmailJob);
      case EmailJobs.DonationReceipt:
        return this.donationReceipt.handle(jobId, job.data as DonationReceiptEmailJob);
      case EmailJobs.PasswordChanged:
        return this.passwordChanged.handle(jobId, job.data as PasswordChangedEmailJob);
      case EmailJobs.EmailChangeNotice:
        return this.emailChangeNotice.handle(jobId, job.data as EmailChangeNoticeEmailJob);
      case EmailJobs.EmailChangeConfirm:
        return this.emailChangeConfirm.handle(jobId, job.data as EmailChangeConfirmEmailJob);
      default:
        throw new UnrecoverableError(`No handler for e-mail job "${job.name}"`);
    }
  }
}
