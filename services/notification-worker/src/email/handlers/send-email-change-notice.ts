import { Injectable } from '@nestjs/common';

import type { EmailChangeNoticeEmailJob } from '@app/contracts';

import { emailChangeNoticeEmail } from '../../templates/account-security.template';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailTranslator } from '../../templates/email-translator';
import { SendTemplatedEmail } from './send-templated-email';

/** 'email-change-notice-email': to the account's address, the notice of a change asked for. */
@Injectable()
export class SendEmailChangeNotice extends SendTemplatedEmail<EmailChangeNoticeEmailJob> {
  protected render(
    brand: Brand,
    t: EmailTranslator,
    data: EmailChangeNoticeEmailJob,
  ): EmailContent {
    return emailChangeNoticeEmail(brand, t, {
      username: data.username,
      newEmail: data.newEmail,
    });
  }
}
