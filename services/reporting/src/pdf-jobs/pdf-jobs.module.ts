import { Module } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

import { bullPrefix, PDF_RENDER_QUEUE } from '@app/contracts';

import { ReportingEnv } from '../config/env.schema';
import { PdfJobs } from './pdf-jobs';

/**
 * The `pdf-render` queue's producer side on `REDIS_URL` under `bullPrefix(REDIS_KEY_PREFIX)`, and
 * a Redis connection for the rendered files and the workers' heartbeats, wrapped in `PdfJobs`.
 */
@Module({
  providers: [
    {
      provide: PdfJobs,
      inject: [ReportingEnv],
      useFactory: (env: ReportingEnv): PdfJobs => {
        // A producer fails fast when Redis is away (the RPC answers with an error).
        const queue = new Queue(PDF_RENDER_QUEUE, {
          connection: { url: env.REDIS_URL, maxRetriesPerRequest: 2 },
          prefix: bullPrefix(env.REDIS_KEY_PREFIX),
        });
        const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
        return new PdfJobs(queue, redis, env);
      },
    },
  ],
  exports: [PdfJobs],
})
export class PdfJobsModule {}
