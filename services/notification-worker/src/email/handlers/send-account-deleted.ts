import { Injectable } from '@nestjs/common';

import type { AccountDeletedEmailJob } from '@app/contracts';

import { accountDeletedEmail } from '../../templates/account-deleted.template';
import type { Brand, EmailContent } from '../../templates/email-layout';
import type { EmailTranslator } from '../../templates/email-translator';
import { SendTemplatedEmail } from './send-templated-email';

/** 'account-deleted-email': the confirmation that the account and its data are gone. */
@Injectable()
export class SendAccountDeleted extends SendTemplatedEmail<AccountDeletedEmailJob> {
  protected render(brand: Brand, t: EmailTranslator, data: AccountDeletedEmailJob): EmailContent {
    return accountDeletedEmail(brand, t, {
      username: data.username,
      deletedBy: data.deletedBy,
    });
  }
}
