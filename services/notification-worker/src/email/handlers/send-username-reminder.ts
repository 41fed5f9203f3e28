import { Injectable } from '@nestjs/common';

import type { UsernameReminderEmailJob } from '@app/contracts';

import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { usernameReminderEmail } from '../../templates/username-reminder.template';
import type { EmailJobResult } from '../email-job-result';
import { brandOf } from './brand';

/** 'username-reminder-email': the username and a sign-in link. */
@Injectable()
export class SendUsernameReminder {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: WorkerEnv,
  ) {}

  async handle(jobId: string, data: UsernameReminderEmailJob): Promise<EmailJobResult> {
    const content = usernameReminderEmail(brandOf(this.env), { username: data.username });
    const { messageId } = await this.mailer.send(jobId, { to: data.to, ...content });
    return { status: 'sent', messageId };
  }
}
