import { Module } from '@nestjs/common';
import { Redis } from 'ioredis';

import { PDF_RENDER_QUEUE } from '@app/contracts';
import { producerQueue } from '@app/nest-core';

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
        const queue = producerQueue(PDF_RENDER_QUEUE, env);
        const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
        return new PdfJobs(queue, redis, env);
      },
    },
  ],
  exports: [PdfJobs],
})
export class PdfJobsModule {}
