import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { exitOnShutdownSignals, loadConfig } from '@app/nest-core';

import { createEmailWorker } from './bootstrap';
import { WorkerEnv } from './config/env.schema';

/**
 * The e-mail worker process: validated configuration first, then the `email` queue's Worker until
 * SIGTERM, which lets the jobs in flight finish before the process ends.
 */
async function main(): Promise<void> {
  const env = loadConfig(WorkerEnv);
  const app = await createEmailWorker(env);
  // SIGTERM/SIGINT: take no new job, let the jobs in flight finish, close the connections; exit 0.
  exitOnShutdownSignals(app);
  await app.init();
  const smtp = new URL(env.SMTP_URL);
  new Logger('notification-worker').log(
    `E-mail worker ready: queue ${env.REDIS_KEY_PREFIX}bull:email, concurrency ${env.EMAIL_WORKER_CONCURRENCY}, SMTP ${smtp.hostname}:${smtp.port || '(default port)'}, links to ${env.publicUrl}`,
  );
  const { protocol, hostname } = new URL(env.publicUrl);
  if (protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
    new Logger('notification-worker').warn(
      'PUBLIC_URL is not https: one-click unsubscribe (RFC 8058) needs an https link in production',
    );
  }
}

main().catch((error: unknown) => {
  console.error(`E-mail worker failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
