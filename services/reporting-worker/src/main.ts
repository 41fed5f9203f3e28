import 'reflect-metadata';

import { runWorker } from '@app/nest-core';

import { PdfRenderWorker } from './pdf-render/pdf-render.worker';
import { pdfWorker } from './worker';

/**
 * The PDF worker process: the warm browser and the `pdf-render` queue's Worker until SIGTERM.
 * Without Chromium it still runs (and says so to the reporting service, which then answers PDF
 * requests with a 503 naming what to install), so that the rest of the product keeps working.
 */
runWorker(pdfWorker, {
  details: (env, app) =>
    `queue ${env.REDIS_KEY_PREFIX}bull:pdf-render, concurrency ${env.PDF_WORKER_CONCURRENCY}, Chromium ${app.get(PdfRenderWorker).chromium ? env.CHROMIUM_PATH : 'unavailable (PDF export off)'}`,
});
