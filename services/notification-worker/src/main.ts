import 'reflect-metadata';

import { runWorker } from '@app/nest-core';

import { emailWorker } from './worker';

/** The e-mail worker process: the `email` queue's Worker until SIGTERM. */
runWorker(emailWorker, {
  details: (env) => {
    const smtp = new URL(env.SMTP_URL);
    return `queue ${env.REDIS_KEY_PREFIX}bull:email, concurrency ${env.EMAIL_WORKER_CONCURRENCY}, SMTP ${smtp.hostname}:${smtp.port || '(default port)'}, links to ${env.publicUrl}`;
  },
  warnings: (env) => {
    const { protocol, hostname } = new URL(env.publicUrl);
    return protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname)
      ? [
          'PUBLIC_URL is not https: one-click unsubscribe (RFC 8058) needs an https link in production',
        ]
      : [];
  },
});
