import { Module } from '@nestjs/common';
import { Redis } from 'ioredis';
import { createTransport } from 'nodemailer';

import { rpcClientProvider } from '@app/nest-core';
import { RpcSigner } from '@app/rpc';

import { AuthClient } from '../auth/auth-client';
import { WorkerEnv } from '../config/env.schema';
import { Mailer } from '../mail/mailer';
import { SentMarker } from '../mail/sent-marker';
import { EmailWorker } from './email.worker';
import { EmailProcessor } from './email.processor';
import { SendAccountDeleted } from './handlers/send-account-deleted';
import { BulkEmailContents, SendBulkAdmin } from './handlers/send-bulk-admin';
import { SendComplianceReminder } from './handlers/send-compliance-reminder';
import { SendDonationReceipt } from './handlers/send-donation-receipt';
import { SendEmailChangeConfirm } from './handlers/send-email-change-confirm';
import { SendEmailChangeNotice } from './handlers/send-email-change-notice';
import { SendPasswordChanged } from './handlers/send-password-changed';
import { SendPasswordReset } from './handlers/send-password-reset';
import { SendUsernameReminder } from './handlers/send-username-reminder';
import { SendWeeklySummary } from './handlers/send-weekly-summary';

const SECONDS_PER_DAY = 86_400;

/**
 * The `email` queue's consumer side: the Worker, the processor and one handler per job name, and
 * what they use: the pooled SMTP transport (`SMTP_URL`), the "already sent" markers in Redis, the
 * admin sends' stored contents (read from Redis, cached per send) and the auth service's RPC client.
 */
@Module({
  providers: [
    {
      provide: SentMarker,
      inject: [WorkerEnv],
      useFactory: (env: WorkerEnv) =>
        new SentMarker(
          new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 }),
          env.REDIS_KEY_PREFIX,
          env.EMAIL_SENT_MARKER_TTL_DAYS * SECONDS_PER_DAY,
        ),
    },
    {
      provide: Mailer,
      inject: [WorkerEnv, SentMarker],
      useFactory: (env: WorkerEnv, sent: SentMarker) =>
        new Mailer(
          createTransport({
            url: env.SMTP_URL,
            pool: true,
            maxConnections: env.EMAIL_WORKER_CONCURRENCY,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          }),
          sent,
          env,
        ),
    },
    rpcClientProvider(AuthClient, WorkerEnv, (env) => ({
      host: env.AUTH_SERVICE_HOST,
      port: env.AUTH_SERVICE_PORT,
      signer: new RpcSigner('notification-worker', env.NOTIFICATION_WORKER_RPC_PRIVATE_KEY),
    })),
    {
      provide: BulkEmailContents,
      inject: [WorkerEnv],
      useFactory: (env: WorkerEnv) =>
        new BulkEmailContents(
          new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 }),
          env.REDIS_KEY_PREFIX,
        ),
    },
    SendUsernameReminder,
    SendPasswordReset,
    SendAccountDeleted,
    SendBulkAdmin,
    SendComplianceReminder,
    SendWeeklySummary,
    SendDonationReceipt,
    SendPasswordChanged,
    SendEmailChangeNotice,
    SendEmailChangeConfirm,
    EmailProcessor,
    EmailWorker,
  ],
  exports: [EmailWorker, Mailer, SentMarker],
})
export class EmailModule {}
