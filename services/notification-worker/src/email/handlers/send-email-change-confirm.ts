import { Injectable } from '@nestjs/common';

import type { EmailChangeConfirmEmailJob } from '@app/contracts';

import { AuthClient } from '../../auth/auth-client';
import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { deriveEmailChangeToken } from '../../password-reset/reset-token';
import { emailChangeConfirmEmail } from '../../templates/account-security.template';
import { brandOf } from './brand';
import { SendTokenLink } from './send-token-link';

/**
 * 'email-change-confirm-email': as 'password-reset-email', derives the change's token (HMAC of the
 * request id), attaches only its SHA-256 through auth, and e-mails the link to the new address
 * when auth accepted it. A change that expired, was confirmed or was replaced gets no e-mail. The
 * token lives only in this call and in the e-mail.
 */
@Injectable()
export class SendEmailChangeConfirm extends SendTokenLink<EmailChangeConfirmEmailJob> {
  constructor(mailer: Mailer, auth: AuthClient, env: WorkerEnv) {
    super(mailer, env, {
      loggerName: 'SendEmailChangeConfirm',
      request: 'e-mail change',
      closedAs: 'expired, confirmed or replaced',
      expiredReason: 'email-change-expired',
      closedReason: 'email-change-closed',
      deriveToken: deriveEmailChangeToken,
      attach: (requestId, tokenHash) => auth.attachEmailChangeToken(requestId, tokenHash),
      path: '/confirm-email',
      render: (t, username, confirmUrl) =>
        emailChangeConfirmEmail(brandOf(env), t, { username, confirmUrl }),
    });
  }
}
