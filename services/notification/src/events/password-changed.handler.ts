import { Injectable } from '@nestjs/common';

import { EmailJobs, PASSWORD_CHANGED_TOPIC, type PasswordChangedEvent } from '@app/contracts';

import { eventJobId } from '../email-queue/email-job-ids';
import { EmailQueue } from '../email-queue/email-queue';
import { accountRecipient } from '../email-queue/email-recipient';

/** `auth.password.changed.v1` → one 'password-changed-email' to the account's address. */
@Injectable()
export class PasswordChangedHandler {
  readonly topic = PASSWORD_CHANGED_TOPIC;

  constructor(private readonly emails: EmailQueue) {}

  async handle(event: PasswordChangedEvent): Promise<void> {
    await this.emails.add({
      name: EmailJobs.PasswordChanged,
      data: accountRecipient(event),
      jobId: eventJobId(event.eventId),
    });
  }
}
