/**
 * The PDF worker in-process against Redis and the real Chromium: a job becomes a stored PDF, a
 * retried job renders nothing twice, and a worker without Chromium says what to install.
 */
import type { INestApplicationContext } from '@nestjs/common';

import { loadConfig } from '@app/nest-core';

import { createPdfWorker } from '../src/bootstrap';
import { BrowserPool } from '../src/browser/browser-pool';
import { WorkerEnv } from '../src/config/env.schema';
import { PdfRenderProcessor } from '../src/pdf-render/pdf-render.processor';
import { TEST_CHROMIUM_PATH } from './support/chromium';
import { readPdfText } from './support/pdf-text';
import { aTravelHistoryJob } from './support/travel-history-job';
import { startWorkerHarness, type WorkerHarness } from './support/worker-harness';

let harness: WorkerHarness;
const apps: INestApplicationContext[] = [];

async function startWorker(env: Record<string, string> = {}): Promise<INestApplicationContext> {
  const app = await createPdfWorker(
    loadConfig(WorkerEnv, { ...harness.envVars, CHROMIUM_PATH: TEST_CHROMIUM_PATH, ...env }),
    { logLevels: ['error'] },
  );
  apps.push(app);
  await app.init();
  return app;
}

beforeAll(async () => {
  harness = await startWorkerHarness();
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(async () => {
  await harness.close();
});

describe('the PDF worker', () => {
  it('renders a travel-history-pdf job into a stored PDF, and reports its Chromium', async () => {
    await startWorker();
    expect(await harness.heartbeats()).toEqual([
      { at: expect.any(Number), chromium: true, message: null },
    ]);
    const job = aTravelHistoryJob();
    await harness.enqueue(job);
    const done = await harness.settled(job.requestId);
    expect(done.returnvalue).toMatchObject({ status: 'rendered' });
    const pdf = await harness.storedPdf(job);
    expect(pdf).not.toBeNull();
    expect(done.returnvalue).toEqual({ status: 'rendered', bytes: pdf?.length });
    expect(readPdfText(pdf!).lines).toEqual(
      expect.arrayContaining(['Generated for: Amélie Durand', 'Total visits: 2', 'Paris']),
    );
  });

  it('renders nothing again when a retry finds the file of an earlier attempt', async () => {
    const app = await startWorker();
    const job = aTravelHistoryJob();
    await harness.enqueue(job);
    const done = await harness.settled(job.requestId);
    const pool = app.get(BrowserPool);
    const pagesBefore = pool.pages;
    const first = await harness.storedPdf(job);
    // The same job again, as BullMQ runs it after a worker died between storing and completing.
    const retry = await app.get(PdfRenderProcessor).process(done);
    expect(retry).toEqual({ status: 'already-rendered', bytes: first?.length });
    expect(pool.pages).toBe(pagesBefore);
    expect(await harness.storedPdf(job)).toEqual(first);
    expect(
      (await harness.storedPdfKeys()).filter((key) => key.endsWith(job.requestId)),
    ).toHaveLength(1);
  });

  it('fails a malformed job for good, without retrying it', async () => {
    await startWorker();
    const job = aTravelHistoryJob();
    await harness.queue.add(
      'travel-history-pdf',
      { ...job, rows: 'none' },
      {
        jobId: job.requestId,
        attempts: 3,
      },
    );
    const failed = await harness.settled(job.requestId);
    expect(failed.failedReason).toBe(`PDF job ${job.requestId} has a malformed payload`);
    expect(failed.attemptsMade).toBe(1);
  });

  it('runs without Chromium and reports what to install', async () => {
    // A fresh prefix: no heartbeat of the earlier workers.
    await harness.close();
    harness = await startWorkerHarness();
    await startWorker({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(await harness.heartbeats()).toEqual([
      {
        at: expect.any(Number),
        chromium: false,
        message:
          'Chromium was not found at /nonexistent/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
      },
    ]);
  });

  it('leaves the heartbeat hash when it shuts down', async () => {
    const app = await startWorker();
    expect(await harness.heartbeats()).toHaveLength(1);
    apps.splice(apps.indexOf(app), 1);
    await app.close();
    expect(await harness.heartbeats()).toEqual([]);
  });
});
