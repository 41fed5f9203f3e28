import { Module } from '@nestjs/common';
import { Redis } from 'ioredis';

import { rpcClientProvider } from '@app/nest-core';
import { RpcSigner } from '@app/rpc';

import { BrowserPool } from '../browser/browser-pool';
import { ChromiumHeartbeat } from '../browser/chromium-heartbeat';
import { WorkerEnv } from '../config/env.schema';
import { PdfStore } from '../pdf-store/pdf-store';
import { ReportingClient } from '../reporting-client/reporting-client';
import { RenderTravelHistory } from './handlers/render-travel-history';
import { PdfRenderProcessor } from './pdf-render.processor';
import { PdfRenderWorker } from './pdf-render.worker';

/**
 * The `pdf-render` queue's consumer side: the Worker, the processor and one handler per job name,
 * and what they use: the warm browser (`CHROMIUM_PATH`), the file store and the heartbeat, each on
 * its own Redis connection, and the reporting service's RPC client (the history of each job).
 */
@Module({
  providers: [
    {
      provide: BrowserPool,
      inject: [WorkerEnv],
      useFactory: (env: WorkerEnv) =>
        new BrowserPool({
          executablePath: env.CHROMIUM_PATH,
          maxJobsPerBrowser: env.PDF_BROWSER_MAX_JOBS,
        }),
    },
    {
      provide: PdfStore,
      inject: [WorkerEnv],
      useFactory: (env: WorkerEnv) =>
        new PdfStore(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 }), env.REDIS_KEY_PREFIX),
    },
    rpcClientProvider(ReportingClient, WorkerEnv, (env) => ({
      host: env.REPORTING_SERVICE_HOST,
      port: env.REPORTING_SERVICE_PORT,
      signer: new RpcSigner('reporting-worker', env.REPORTING_WORKER_RPC_PRIVATE_KEY),
      timeoutMs: env.RPC_TIMEOUT_MS,
    })),
    {
      provide: ChromiumHeartbeat,
      inject: [WorkerEnv, BrowserPool],
      useFactory: (env: WorkerEnv, pool: BrowserPool) =>
        new ChromiumHeartbeat(
          new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }),
          pool,
          env.REDIS_KEY_PREFIX,
          env.PDF_HEARTBEAT_INTERVAL_MS,
        ),
    },
    RenderTravelHistory,
    PdfRenderProcessor,
    PdfRenderWorker,
  ],
  exports: [PdfRenderWorker, BrowserPool, PdfStore],
})
export class PdfRenderModule {}
