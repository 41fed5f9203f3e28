/**
 * The PDF worker in-process against Redis and the real Chromium: a job (which carries no history)
 * becomes a stored PDF of the history the reporting service answers for it, a retried job renders
 * nothing twice, a user keeps only their newest files, and a worker without Chromium says what to
 * install.
 */
import { randomUUID } from 'node:crypto';

import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';

import { PDF_JOBS_PER_USER, pdfFileKey, pdfFilesKey } from '@app/contracts';
import { createWorkerContext, loadConfig } from '@app/nest-core';

import { BrowserPool } from '../src/browser/browser-pool';
import { WorkerEnv } from '../src/config/env.schema';
import { PdfRenderProcessor } from '../src/pdf-render/pdf-render.processor';
import { pdfWorker } from '../src/worker';
import { TEST_CHROMIUM_PATH } from './support/chromium';
import { readPdfText } from './support/pdf-text';
import { aTravelHistoryReport, jobOf, someVisits } from './support/travel-history-job';
import { startWorkerHarness, type WorkerHarness } from './support/worker-harness';

let harness: WorkerHarness;
const apps: INestApplicationContext[] = [];

async function startWorker(env: Record<string, string> = {}): Promise<INestApplicationContext> {
  const app = await createWorkerContext(
    pdfWorker,
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
    const job = aTravelHistoryReport();
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

  it('reads the history of the job it renders from the reporting service: the job holds none', async () => {
    await startWorker();
    const report = aTravelHistoryReport({ rows: someVisits(40) });
    await harness.enqueue(report);
    const done = await harness.settled(report.requestId);
    expect(Object.keys(done.data).sort()).toEqual(Object.keys(jobOf(report)).sort());
    expect(harness.histories.calls).toContain(report.requestId);
    expect(readPdfText((await harness.storedPdf(report))!).lines).toContain('Visit number 1');
  });

  it('names the traveller of a job for one who is not the account holder (issue #22)', async () => {
    await startWorker();
    const report = aTravelHistoryReport({ travellerId: randomUUID(), travellerName: 'Sam' });
    await harness.enqueue(report);
    expect((await harness.settled(report.requestId)).returnvalue).toMatchObject({
      status: 'rendered',
    });
    expect(readPdfText((await harness.storedPdf(report))!).lines).toContain('Traveller: Sam');
    // A name that is not text is a malformed job: it fails for good.
    const malformed = aTravelHistoryReport();
    await harness.queue.add(
      'travel-history-pdf',
      { ...jobOf(malformed), travellerName: 42 },
      { jobId: malformed.requestId, attempts: 3 },
    );
    const failed = await harness.settled(malformed.requestId);
    expect(failed.failedReason).toBe(`PDF job ${malformed.requestId} has a malformed payload`);
    expect(failed.attemptsMade).toBe(1);
  });

  it('fails a job whose history the reporting service does not give, storing nothing', async () => {
    await startWorker();
    const report = aTravelHistoryReport();
    await harness.queue.add('travel-history-pdf', jobOf(report), {
      jobId: report.requestId,
      attempts: 2,
      backoff: { type: 'fixed', delay: 50 },
    });
    const failed = await harness.settled(report.requestId);
    expect(failed.failedReason).toMatch(/not found/i);
    expect(failed.attemptsMade).toBe(2);
    expect(await harness.storedPdf(report)).toBeNull();
  });

  it(`keeps a user's newest ${PDF_JOBS_PER_USER} files and deletes older ones`, async () => {
    await startWorker();
    const userId = aTravelHistoryReport().userId;
    const reports = Array.from({ length: PDF_JOBS_PER_USER + 2 }, () =>
      aTravelHistoryReport({ userId }),
    );
    for (const report of reports) {
      await harness.enqueue(report);
      expect((await harness.settled(report.requestId)).returnvalue).toMatchObject({
        status: 'rendered',
      });
    }
    const kept = reports.slice(-PDF_JOBS_PER_USER);
    expect((await harness.storedPdfKeys()).filter((key) => key.includes(userId)).sort()).toEqual(
      kept.map((report) => pdfFileKey(harness.redis.keyPrefix, userId, report.requestId)).sort(),
    );
    const direct = new Redis(harness.redis.url);
    try {
      const list = pdfFilesKey(harness.redis.keyPrefix, userId);
      expect(await direct.lrange(list, 0, -1)).toEqual(
        kept
          .map((report) => pdfFileKey(harness.redis.keyPrefix, userId, report.requestId))
          .reverse(),
      );
      expect(await direct.ttl(list)).toBeGreaterThan(0);
    } finally {
      await direct.quit();
    }
  });

  it('renders nothing again when a retry finds the file of an earlier attempt', async () => {
    const app = await startWorker();
    const job = aTravelHistoryReport();
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
    const job = aTravelHistoryReport();
    await harness.queue.add(
      'travel-history-pdf',
      { ...jobOf(job), reportDate: 20250615 },
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
