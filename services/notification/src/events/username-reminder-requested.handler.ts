import { Injectable } from '@nestjs/common';

import {
  EmailJobs,
  USERNAME_REMINDER_REQUESTED_TOPIC,
  type UsernameReminderRequestedEvent,
} from '@app/contracts';

import { eventJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import { accountRecipient } from '../email-queue/email-recipient';

/** `auth.username-reminder.requested.v1` → one 'username-reminder-email'. */
@Injectable()
export class UsernameReminderRequestedHandler {
  readonly topic = USERNAME_REMINDER_REQUESTED_TOPIC;

  constructor(private readonly emails: EmailQueue) {}

  async handle(event: UsernameReminderRequestedEvent): Promise<void> {
    await this.emails.add({
      name: EmailJobs.UsernameReminder,
      data: accountRecipient(event),
      jobId: eventJobId(event.eventId),
    });
  }
}
