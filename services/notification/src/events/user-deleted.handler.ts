import { Injectable, Logger } from '@nestjs/common';

import { EmailJobs, USER_DELETED_TOPIC, type UserDeletedEvent } from '@app/contracts';

import { eventJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import { forgetScheduledEmails } from '../morning-emails/scheduled-emails';
import type { EventTransaction } from './topic-handler';

/**
 * `auth.user.deleted.v1` → the user's e-mails that have not started are dropped (they would go to
 * an address whose account is gone), so are their last known compliance level and the once-only
 * keys of their scheduled e-mails (in the event's transaction), then one 'account-deleted-email'
 * confirms the deletion.
 */
@Injectable()
export class UserDeletedHandler {
  readonly topic = USER_DELETED_TOPIC;
  private readonly logger = new Logger('UserDeletedHandler');

  constructor(private readonly emails: EmailQueue) {}

  async handle(event: UserDeletedEvent, { client, levels }: EventTransaction): Promise<void> {
    await levels.forget(event.userId);
    await forgetScheduledEmails(client, event.userId);
    const removed = await this.emails.removePendingFor(event.userId);
    if (removed > 0) {
      this.logger.log(`Dropped ${removed} pending e-mail(s) of deleted user ${event.userId}`);
    }
    await this.emails.add({
      name: EmailJobs.AccountDeleted,
      data: {
        userId: event.userId,
        to: event.email,
        username: event.username,
        language: event.language ?? null,
        deletedBy: event.deletedBy,
      },
      jobId: eventJobId(event.eventId),
    });
  }
}
