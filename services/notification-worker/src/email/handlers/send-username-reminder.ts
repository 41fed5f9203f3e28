import { Injectable } from '@nestjs/common';

import type { UsernameReminderEmailJob } from '@app/contracts';

import { usernameReminderEmail } from '../../templates/username-reminder.template';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailTranslator } from '../../templates/email-translator';
import { SendTemplatedEmail } from './send-templated-email';

/** 'username-reminder-email': the username and a sign-in link. */
@Injectable()
export class SendUsernameReminder extends SendTemplatedEmail<UsernameReminderEmailJob> {
  protected render(brand: Brand, t: EmailTranslator, data: UsernameReminderEmailJob): EmailContent {
    return usernameReminderEmail(brand, t, { username: data.username });
  }
}
