import { Injectable } from '@nestjs/common';

import type { PasswordChangedEmailJob } from '@app/contracts';

import { passwordChangedEmail } from '../../templates/account-security.template';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailTranslator } from '../../templates/email-translator';
import { SendTemplatedEmail } from './send-templated-email';

/** 'password-changed-email': the notice that the account's password was changed. */
@Injectable()
export class SendPasswordChanged extends SendTemplatedEmail<PasswordChangedEmailJob> {
  protected render(brand: Brand, t: EmailTranslator, data: PasswordChangedEmailJob): EmailContent {
    return passwordChangedEmail(brand, t, { username: data.username });
  }
}
