import { randomUUID } from 'node:crypto';

import { EmailJobs } from '@app/contracts';
import { MainProcesses, type SourceProcess } from '@app/testing';

import { emailWorker } from '../src/worker';
import { startEmailWorkerHarness, type EmailWorkerHarness } from './support/email-worker-harness';

let harness: EmailWorkerHarness;
const processes = new MainProcesses();

beforeAll(async () => {
  harness = await startEmailWorkerHarness({ inProcess: false });
});

afterAll(async () => {
  await processes.killAll();
  await harness.close();
});

function start(): Promise<SourceProcess> {
  return processes.start(emailWorker, harness.envVars);
}

/** Waits until the process has printed a line containing `text` (it polls its output). */
async function waitForLine(worker: SourceProcess, text: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!worker.lines.some((line) => line.includes(text))) {
    if (worker.child.exitCode !== null || worker.child.signalCode !== null) {
      throw new Error(`The worker ended before printing "${text}":\n${worker.lines.join('\n')}`);
    }
    if (Date.now() > deadline) throw new Error(`The worker never printed "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Enqueues a reset e-mail whose attach-token call waits until released: a job in flight. */
async function enqueueHeldResetEmail(to: string) {
  const requestId = randomUUID();
  harness.resets.open(requestId);
  const release = harness.resets.hold(requestId);
  const jobId = `event.${randomUUID()}`;
  await harness.enqueue(
    EmailJobs.PasswordReset,
    {
      userId: randomUUID(),
      to,
      username: 'inflight',
      requestId,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    jobId,
  );
  const deadline = Date.now() + 10_000;
  while (!harness.resets.calls.some((call) => call.requestId === requestId)) {
    if (Date.now() > deadline) throw new Error('The job never started');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { jobId, release };
}

describe('the worker process', () => {
  it('finishes the job in flight on SIGTERM, then exits', async () => {
    const worker = await start();
    const { jobId, release } = await enqueueHeldResetEmail('sigterm@example.com');
    worker.child.kill('SIGTERM');
    await waitForLine(worker, 'SIGTERM received');
    expect(worker.child.exitCode).toBeNull(); // shutting down, but the held job keeps it draining
    release();
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    const job = await harness.settled(jobId);
    expect(job.returnvalue).toMatchObject({ status: 'sent' });
    expect(
      harness.smtp.messages.filter((m) => m.envelopeTo.includes('sigterm@example.com')),
    ).toHaveLength(1);
  });

  it('loses no job when killed mid-job: another worker takes the stalled job over and sends once', async () => {
    const doomed = await start();
    const { jobId, release } = await enqueueHeldResetEmail('sigkill@example.com');
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    release();
    await start();
    const job = await harness.settled(jobId, 20_000);
    expect(job.returnvalue).toMatchObject({ status: 'sent' });
    expect(
      harness.smtp.messages.filter((m) => m.envelopeTo.includes('sigkill@example.com')),
    ).toHaveLength(1);
  });
});
