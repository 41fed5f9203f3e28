import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { exitOnShutdownSignals, loadConfig } from '@app/nest-core';

import { createPdfWorker } from './bootstrap';
import { WorkerEnv } from './config/env.schema';
import { PdfRenderWorker } from './pdf-render/pdf-render.worker';

/**
 * The PDF worker process: validated configuration first, then the warm browser and the
 * `pdf-render` queue's Worker until SIGTERM, which lets the PDFs in flight finish first. Without
 * Chromium it still runs (and says so to the reporting service, which then answers PDF requests
 * with a 503 naming what to install), so that the rest of the product keeps working.
 */
async function main(): Promise<void> {
  const env = loadConfig(WorkerEnv);
  const app = await createPdfWorker(env);
  // SIGTERM/SIGINT: take no new job, let the jobs in flight finish, close the connections; exit 0.
  exitOnShutdownSignals(app);
  await app.init();
  const chromium = app.get(PdfRenderWorker).chromium;
  new Logger('reporting-worker').log(
    `PDF worker ready: queue ${env.REDIS_KEY_PREFIX}bull:pdf-render, concurrency ${env.PDF_WORKER_CONCURRENCY}, Chromium ${chromium ? env.CHROMIUM_PATH : 'unavailable (PDF export off)'}`,
  );
}

main().catch((error: unknown) => {
  console.error(`PDF worker failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
