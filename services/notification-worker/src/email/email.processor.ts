import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';

import { EmailJobs, type EmailJobName, type EmailJobPayloads } from '@app/contracts';

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

/** What each job name's handler offers the processor. */
interface EmailJobHandler<Payload> {
  handle(jobId: string, data: Payload): Promise<EmailJobResult>;
}

/**
 * The `email` queue's processor: skips a job whose e-mail is already marked as sent, dispatches
 * the rest by job name to one handler each, and logs start and end with the job id and duration.
 * Retries and backoff are the producer's job options; a job it cannot handle fails for good.
 */
@Injectable()
export class EmailProcessor {
  private readonly logger = new Logger('EmailProcessor');

  /** One handler per job name; a job name missing here fails to compile. */
  private readonly handlers: { [Name in EmailJobName]: EmailJobHandler<EmailJobPayloads[Name]> };

  constructor(
    private readonly sent: SentMarker,
    usernameReminder: SendUsernameReminder,
    passwordReset: SendPasswordReset,
    accountDeleted: SendAccountDeleted,
    bulkAdmin: SendBulkAdmin,
    complianceReminder: SendComplianceReminder,
    weeklySummary: SendWeeklySummary,
    donationReceipt: SendDonationReceipt,
    passwordChanged: SendPasswordChanged,
    emailChangeNotice: SendEmailChangeNotice,
    emailChangeConfirm: SendEmailChangeConfirm,
  ) {
    this.handlers = {
      [EmailJobs.UsernameReminder]: usernameReminder,
      [EmailJobs.PasswordReset]: passwordReset,
      [EmailJobs.AccountDeleted]: accountDeleted,
      [EmailJobs.BulkAdmin]: bulkAdmin,
      [EmailJobs.ComplianceReminder]: complianceReminder,
      [EmailJobs.WeeklySummary]: weeklySummary,
      [EmailJobs.DonationReceipt]: donationReceipt,
      [EmailJobs.PasswordChanged]: passwordChanged,
      [EmailJobs.EmailChangeNotice]: emailChangeNotice,
      [EmailJobs.EmailChangeConfirm]: emailChangeConfirm,
    };
  }

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
    if (!Object.hasOwn(this.handlers, job.name)) {
      throw new UnrecoverableError(`No handler for e-mail job "${job.name}"`);
    }
    const handler = this.handlers[job.name as EmailJobName] as EmailJobHandler<unknown>;
    return handler.handle(jobId, job.data);
  }
}
