/**
 * The PDF worker as its own process, killed mid-job: the job is not lost, another worker takes the
 * stalled job over, and exactly one file comes out.
 */
import { MainProcesses, type SourceProcess } from '@app/testing';

import { pdfWorker } from '../src/worker';
import { TEST_CHROMIUM_PATH } from './support/chromium';
import { readPdfText } from './support/pdf-text';
import { aTravelHistoryReport, someVisits } from './support/travel-history-job';
import { startWorkerHarness, type WorkerHarness } from './support/worker-harness';

let harness: WorkerHarness;
const processes = new MainProcesses();

beforeAll(async () => {
  harness = await startWorkerHarness({ CHROMIUM_PATH: TEST_CHROMIUM_PATH });
});

afterAll(async () => {
  await processes.killAll();
  await harness.close();
});

/**
 * A worker process. `takesOverAtOnce`: a lock of a second, checked every half second, so that a
 * killed worker's job is taken over at once; only where a test kills one (a worker whose lock
 * is that short, on a loaded machine, can lose it while it renders, and see its job done again or
 * not finished when it stops).
 */
function start({ takesOverAtOnce = false } = {}): Promise<SourceProcess> {
  return processes.start(pdfWorker, {
    ...harness.envVars,
    ...(takesOverAtOnce ? { PDF_LOCK_DURATION_MS: '1000', PDF_STALLED_INTERVAL_MS: '500' } : {}),
  });
}

async function waitUntilActive(jobId: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await harness.queue.getJobState(jobId)) !== 'active') {
    if (Date.now() > deadline) throw new Error('The job never started');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the worker process', () => {
  it('loses no PDF when killed mid-job: another worker takes the stalled job over and stores one file', async () => {
    const doomed = await start({ takesOverAtOnce: true });
    // 2,000 visits: rendering takes long enough to be killed in the middle of it.
    const job = aTravelHistoryReport({ rows: someVisits(2_000) });
    await harness.enqueue(job);
    await waitUntilActive(job.requestId);
    doomed.child.kill('SIGKILL');
    await doomed.exited;

    const rescuer = await start({ takesOverAtOnce: true });
    const done = await harness.settled(job.requestId);
    expect(done.finishedOn).toBeDefined();
    expect(done.failedReason).toBeFalsy();
    expect(done.stalledCounter).toBe(1);
    expect(rescuer.lines.join('\n')).toContain(
      `Job ${job.requestId} (travel-history-pdf, attempt 1) started`,
    );
    const keys = (await harness.storedPdfKeys()).filter((key) => key.endsWith(job.requestId));
    expect(keys).toHaveLength(1);
    const pdf = await harness.storedPdf(job);
    expect(done.returnvalue).toEqual({ status: 'rendered', bytes: pdf?.length });
    expect(readPdfText(pdf!).lines).toContain('Total visits: 2');
    rescuer.child.kill('SIGTERM');
    expect(await rescuer.exited).toEqual({ code: 0, signal: null });
  });

  it('finishes the PDF in flight on SIGTERM, then exits', async () => {
    const worker = await start();
    const job = aTravelHistoryReport({ rows: someVisits(2_000) });
    await harness.enqueue(job);
    await waitUntilActive(job.requestId);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    const done = await harness.queue.getJob(job.requestId);
    expect(done?.returnvalue).toMatchObject({ status: 'rendered' });
    expect(await harness.storedPdf(job)).not.toBeNull();
  });
});
