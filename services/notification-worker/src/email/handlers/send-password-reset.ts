import { Injectable } from '@nestjs/common';

import type { PasswordResetEmailJob } from '@app/contracts';

import { AuthClient } from '../../auth/auth-client';
import { WorkerEnv } from '../../config/env.schema';
import { Mailer } from '../../mail/mailer';
import { deriveResetToken } from '../../password-reset/reset-token';
import { passwordResetEmail } from '../../templates/password-reset.template';
import { brandOf } from './brand';
import { SendTokenLink } from './send-token-link';

/**
 * 'password-reset-email': derives the request's token (HMAC of the request id), attaches only its
 * SHA-256 to the request through auth, and e-mails the link when auth accepted it. A request that
 * expired, was used or holds another token gets no e-mail (the user can ask again). The token
 * lives only in this call and in the e-mail: never in the job, its result or a log line.
 */
@Injectable()
export class SendPasswordReset extends SendTokenLink<PasswordResetEmailJob> {
  constructor(mailer: Mailer, auth: AuthClient, env: WorkerEnv) {
    super(mailer, env, {
      loggerName: 'SendPasswordReset',
      request: 'reset request',
      closedAs: 'expired, used or holds another token',
      expiredReason: 'reset-request-expired',
      closedReason: 'reset-request-closed',
      deriveToken: deriveResetToken,
      attach: (requestId, tokenHash) => auth.attachResetToken(requestId, tokenHash),
      path: '/reset-password',
      render: (t, username, resetUrl) =>
        passwordResetEmail(brandOf(env), t, { username, resetUrl }),
    });
  }
}
