/**
 * The reporting service over RPC (as the gateway calls it), with a fake travel service and the PDF
 * worker played through Redis: the CSV, the PDF request and its checks, and the job's status.
 */
import { randomUUID } from 'node:crypto';

import { type Job, UnrecoverableError, Worker } from 'bullmq';

import {
  AppError,
  bullPrefix,
  PDF_FILE_TTL_SECONDS,
  PDF_JOB_DATA_MAX_BYTES,
  PDF_JOBS_PER_USER,
  PDF_RENDER_QUEUE,
  type PdfRendererStatusDto,
  ReportingPatterns,
  type ReportFileDto,
  type TravelEntryDto,
  type TravelHistoryDto,
  type TravelHistoryPdfJob,
  type TravelPdfJobDto,
  type TravelPdfStatusDto,
  withTraveller,
} from '@app/contracts';
import { healthPattern } from '@app/nest-core';
import { NOT_A_VERIFIED_CALLER } from '@app/rpc';

import { PdfJobs } from '../src/pdf-jobs/pdf-jobs';

import {
  aRecord,
  startReportingService,
  type ReportingTestService,
} from './support/reporting-test-service';

let service: ReportingTestService;

beforeAll(async () => {
  service = await startReportingService({ PDF_REQUESTS_PER_MINUTE: '3' });
});

afterAll(async () => {
  await service.close();
});

function aTraveller(overrides: Record<string, unknown> = {}) {
  return {
    userId: randomUUID(),
    username: 'amy',
    first_name: 'Amy',
    last_name: 'Lee',
    timezone: 'UTC',
    ...overrides,
  };
}

/** `count` records of `userId`, one a day from 2000-01-01: entry, exit, entry, exit, … */
function manyRecords(userId: string, count: number): TravelEntryDto[] {
  return Array.from({ length: count }, (_, i) =>
    aRecord(
      userId,
      i % 2 === 0 ? 'entry' : 'exit',
      new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10),
    ),
  );
}

const historyOf = (jobId: string) =>
  service.call<TravelHistoryDto>(ReportingPatterns.PdfJobHistory, { jobId });

/**
 * Plays the PDF worker for one job (the oldest waiting one) of `on`'s queue: runs `handle` while
 * the job is active, completes it, and resolves with what `handle` answered.
 */
async function asWorker<T>(
  handle: (job: Job) => Promise<T>,
  on: ReportingTestService = service,
): Promise<T> {
  let answer!: (value: Promise<T>) => void;
  const answered = new Promise<T>((resolve) => (answer = resolve));
  const worker = new Worker(
    PDF_RENDER_QUEUE,
    async (job) => {
      const result = handle(job);
      answer(result);
      await result.catch(() => undefined);
      return null;
    },
    { connection: { url: on.redis.url }, prefix: bullPrefix(on.redis.keyPrefix) },
  );
  try {
    return await answered;
  } finally {
    await worker.close();
  }
}

/** Completes the oldest waiting PDF job, as a worker that rendered it would. */
const finishOneJob = () => asWorker(async () => null);

/** The error an RPC rejected with. */
async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

describe(ReportingPatterns.TravelCsv, () => {
  it("answers the user's CSV, named with their today in their zone", async () => {
    const traveller = aTraveller({ timezone: 'Pacific/Auckland' });
    service.setRecords(traveller.userId, [
      aRecord(traveller.userId, 'entry', '2025-03-01', { country: 'France', notes: 'Paris' }),
      aRecord(traveller.userId, 'exit', '2025-03-10'),
      aRecord(traveller.userId, 'entry', '2025-06-10'),
    ]);
    service.clock.set('2025-06-15T13:00:00.000Z'); // already 16 June in Auckland
    const file = await service.call<ReportFileDto>(ReportingPatterns.TravelCsv, traveller);
    expect(file).toMatchObject({
      file_name: 'schengen-travel-history-2025-06-16.csv',
      content_type: 'text/csv; charset=utf-8',
      encoding: 'utf8',
    });
    expect(file.content).toBe(
      '\uFEFFCountry,Notes,Date of Entry,Date of Exit,Number of Days\r\n' +
        'Not specified,,2025-06-10,Ongoing,7\r\n' +
        'France,Paris,2025-03-01,2025-03-10,10\r\n',
    );
  });

  it('counts with the residence permits and marks the days that do not count (issue #22)', async () => {
    const traveller = aTraveller();
    service.setRecords(traveller.userId, [
      aRecord(traveller.userId, 'entry', '2025-03-01', { country: 'France' }),
      aRecord(traveller.userId, 'exit', '2025-03-10', { country: 'France' }),
      aRecord(traveller.userId, 'entry', '2025-04-01', { country: 'Ireland' }),
      aRecord(traveller.userId, 'exit', '2025-04-03', { country: 'Ireland' }),
    ]);
    service.setPeriods(traveller.userId, [
      {
        id: randomUUID(),
        traveller_id: randomUUID(),
        from: '2025-03-06',
        to: '2025-12-31',
        issuing_state: 'France',
        kind: 'residence_permit',
      },
    ]);
    service.clock.set('2025-06-15T12:00:00.000Z');
    const file = await service.call<ReportFileDto>(ReportingPatterns.TravelCsv, traveller);
    expect(file.content).toBe(
      '\uFEFFCountry,Notes,Date of Entry,Date of Exit,Number of Days,Days Not Counted\r\n' +
        'Ireland,,2025-04-01,2025-04-03,3,3\r\n' +
        'France,,2025-03-01,2025-03-10,10,5\r\n',
    );
  });

  it('refuses a request for no user (none in its assertion) before anything runs', async () => {
    const error = await failureOf(service.call(ReportingPatterns.TravelCsv, { username: 'amy' }));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).toBe(NOT_A_VERIFIED_CALLER);
  });
});

describe(ReportingPatterns.RequestTravelPdf, () => {
  beforeEach(async () => {
    service.clock.set('2025-06-15T12:00:00.000Z');
    await service.queue.obliterate({ force: true });
    await service.redis.cleanup();
  });

  it('refuses with a 503 when no PDF worker runs, or when its Chromium is missing', async () => {
    const none = await failureOf(service.call(ReportingPatterns.RequestTravelPdf, aTraveller()));
    expect(none.code).toBe('SERVICE_UNAVAILABLE');
    expect(none.message).toBe(
      'PDF export is unavailable: no PDF worker is running. Start services/reporting-worker (npm start runs it).',
    );
    await service.heartbeat({
      chromium: false,
      message: 'Chromium was not found at /x: install it',
    });
    const missing = await failureOf(service.call(ReportingPatterns.RequestTravelPdf, aTraveller()));
    expect(missing.message).toBe(
      'PDF export is unavailable: Chromium was not found at /x: install it',
    );
    expect(
      await service.call<PdfRendererStatusDto>(ReportingPatterns.PdfRendererStatus, {}),
    ).toEqual({
      workers: 1,
      chromium: false,
      message: 'PDF export is unavailable: Chromium was not found at /x: install it',
    });
  });

  it('ignores the heartbeat of a worker that stopped reporting', async () => {
    await service.heartbeat({
      chromium: true,
      message: null,
      at: Date.parse('2025-06-15T11:59:00Z'),
    });
    const error = await failureOf(service.call(ReportingPatterns.RequestTravelPdf, aTraveller()));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    await expect(service.call(healthPattern('reporting'), {})).rejects.toBeInstanceOf(AppError);
  });

  it('enqueues a small job: who, the report date and the file name, never the history', async () => {
    await service.heartbeat({ chromium: true, message: null });
    await expect(service.call(healthPattern('reporting'), {})).resolves.toEqual({
      status: 'ok',
      service: 'reporting',
    });
    const traveller = aTraveller();
    service.setRecords(traveller.userId, manyRecords(traveller.userId, 2_000));
    const { jobId } = await service.call<TravelPdfJobDto>(
      ReportingPatterns.RequestTravelPdf,
      traveller,
    );
    const job = await service.queue.getJob(jobId);
    expect(job?.name).toBe('travel-history-pdf');
    expect(job?.opts).toMatchObject({
      attempts: 3,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: { age: PDF_FILE_TTL_SECONDS, count: 1_000 },
      removeOnFail: { age: 86_400, count: 1_000 },
    });
    expect(job?.data).toEqual({
      requestId: jobId,
      userId: traveller.userId,
      productName: 'Schengen Tracker',
      generatedFor: 'Amy Lee',
      reportDate: '2025-06-15',
      fileName: 'schengen-travel-history-2025-06-15.pdf',
    });
    expect(Buffer.byteLength(JSON.stringify(job?.data))).toBeLessThan(PDF_JOB_DATA_MAX_BYTES);
  });

  it("names a traveller who is not the account holder in the job, from the travel service's record (issue #22)", async () => {
    await service.heartbeat({ chromium: true, message: null });
    const user = aTraveller();
    const holder = { id: randomUUID(), name: 'Me', is_account_holder: true };
    const sam = { id: randomUUID(), name: 'Sam', is_account_holder: false };
    service.setTravellers(user.userId, [holder, sam]);
    const jobFor = async (travellerId?: string) => {
      const { jobId } = await service.call<TravelPdfJobDto>(ReportingPatterns.RequestTravelPdf, {
        ...user,
        ...withTraveller(travellerId),
      });
      const job = await service.queue.getJob(jobId);
      await finishOneJob();
      return job?.data as TravelHistoryPdfJob;
    };
    expect(await jobFor(sam.id)).toMatchObject({ travellerId: sam.id, travellerName: 'Sam' });
    // The account holder's report is SPEC's, asked for by id or not.
    const own = await jobFor(holder.id);
    expect(own.travellerId).toBe(holder.id);
    expect(own).not.toHaveProperty('travellerName');
    expect(await jobFor()).not.toHaveProperty('travellerName');

    // Another account's traveller is not found, and nothing is queued.
    const error = await failureOf(
      service.call(ReportingPatterns.RequestTravelPdf, { ...aTraveller(), travellerId: sam.id }),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Traveller not found' });
    // The name is never the request's.
    const named = await failureOf(
      service.call(ReportingPatterns.RequestTravelPdf, { ...user, travellerName: 'Mallory' }),
    );
    expect(named.code).toBe('VALIDATION_FAILED');
    expect(await service.queue.getJobCounts('waiting', 'active')).toEqual({
      waiting: 0,
      active: 0,
    });
  });

  it(`lets a user have ${PDF_JOBS_PER_USER} PDF jobs open at once, refusing more with a 429`, async () => {
    await service.heartbeat({ chromium: true, message: null });
    const traveller = aTraveller();
    const request = () =>
      service.call<TravelPdfJobDto>(ReportingPatterns.RequestTravelPdf, traveller);
    // At once: the slots are taken atomically, so no more than PDF_JOBS_PER_USER pass.
    const first = await Promise.allSettled(Array.from({ length: PDF_JOBS_PER_USER + 1 }, request));
    const accepted = first.filter((result) => result.status === 'fulfilled');
    expect(accepted).toHaveLength(PDF_JOBS_PER_USER);
    const refused = first.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: 'RATE_LIMITED',
      message: `You already have ${PDF_JOBS_PER_USER} PDF exports in progress. Please wait until they are ready, then try again.`,
      details: { retryAfterSeconds: 5 },
    });
    expect(await service.queue.getJobCounts('waiting')).toEqual({ waiting: PDF_JOBS_PER_USER });
    // Another user has slots of their own; once one job has finished, the first user has one again.
    await expect(
      service.call(ReportingPatterns.RequestTravelPdf, aTraveller()),
    ).resolves.toBeDefined();
    await finishOneJob();
    // (A new minute: the per-minute limit of this file's service is 3.)
    service.clock.set('2025-06-15T12:01:00.000Z');
    await service.heartbeat({ chromium: true, message: null });
    await expect(request()).resolves.toMatchObject({ jobId: expect.any(String) });
    await expect(failureOf(request())).resolves.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^You already have/),
    });
  });

  it('refuses a job over PDF_JOB_DATA_MAX_BYTES with a 400 and enqueues nothing', async () => {
    const jobs = service.app.get(PdfJobs);
    const error = await failureOf(
      jobs.enqueue({
        requestId: randomUUID(),
        userId: randomUUID(),
        productName: 'Schengen Tracker',
        generatedFor: 'x'.repeat(PDF_JOB_DATA_MAX_BYTES),
        reportDate: '2025-06-15',
        fileName: 'schengen-travel-history-2025-06-15.pdf',
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/^This PDF export request is too large/);
    expect(await service.queue.count()).toBe(0);
  });

  it('limits the PDF requests of one user per minute with a 429', async () => {
    await service.heartbeat({ chromium: true, message: null });
    const traveller = aTraveller();
    for (let i = 0; i < 3; i += 1) {
      await service.call(ReportingPatterns.RequestTravelPdf, traveller);
      await finishOneJob();
    }
    const error = await failureOf(service.call(ReportingPatterns.RequestTravelPdf, traveller));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details).toEqual({ retryAfterSeconds: 60 });
    // Another user is not held back; the next minute the first may export again.
    await expect(
      service.call(ReportingPatterns.RequestTravelPdf, aTraveller()),
    ).resolves.toBeDefined();
    service.clock.set('2025-06-15T12:01:00.000Z');
    await service.heartbeat({ chromium: true, message: null });
    await expect(
      service.call(ReportingPatterns.RequestTravelPdf, traveller),
    ).resolves.toBeDefined();
  });
});

describe(ReportingPatterns.PdfJobHistory, () => {
  beforeEach(async () => {
    service.clock.set('2025-06-15T12:00:00.000Z');
    await service.queue.obliterate({ force: true });
    await service.redis.cleanup();
    await service.heartbeat({ chromium: true, message: null });
  });

  it('answers the worker the rows and figures of the job it renders, as of its report date', async () => {
    const traveller = aTraveller();
    service.setRecords(traveller.userId, [
      aRecord(traveller.userId, 'entry', '2025-03-01', {
        country: 'France',
        notes: '<b>Paris</b>',
      }),
      aRecord(traveller.userId, 'exit', '2025-03-10'),
      aRecord(traveller.userId, 'entry', '2025-06-10'),
    ]);
    const { jobId } = await service.call<TravelPdfJobDto>(
      ReportingPatterns.RequestTravelPdf,
      traveller,
    );
    // Not while it waits: only the job a worker is rendering has a history to read.
    expect((await failureOf(historyOf(jobId))).code).toBe('NOT_FOUND');
    const history = await asWorker((job) => historyOf(job.id!));
    expect(history).toMatchObject({
      rows: [
        { country: null, notes: null, entryDate: '2025-06-10', exitDate: null, days: 6 },
        {
          country: 'France',
          notes: '<b>Paris</b>',
          entryDate: '2025-03-01',
          exitDate: '2025-03-10',
          days: 10,
        },
      ],
      summary: {
        totalVisits: 2,
        daysUsed: 16,
        daysLeft: 74,
        isInside: true,
        lastDayToStay: '2025-09-07',
      },
      usage: { from: '2024-12-18' },
    });
    expect(history.usage.daysUsed).toHaveLength(180);
    // Nor once it has finished, nor for a job that never was.
    expect((await failureOf(historyOf(jobId))).code).toBe('NOT_FOUND');
    expect((await failureOf(historyOf(randomUUID()))).code).toBe('NOT_FOUND');
  });

  it('answers a 503 when the travel service cannot be reached (the worker retries the job)', async () => {
    const down = await startReportingService({ TRAVEL_SERVICE_PORT: '1' });
    try {
      await down.heartbeat({ chromium: true, message: null });
      await down.call(ReportingPatterns.RequestTravelPdf, aTraveller());
      const error = await asWorker(
        (job) => failureOf(down.call(ReportingPatterns.PdfJobHistory, { jobId: job.id })),
        down,
      );
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toContain('The travel service cannot be reached');
    } finally {
      await down.close();
    }
  });
});

describe(ReportingPatterns.TravelPdfStatus, () => {
  let traveller: ReturnType<typeof aTraveller>;
  let jobId: string;

  beforeEach(async () => {
    service.clock.set('2025-06-15T12:00:00.000Z');
    await service.queue.obliterate({ force: true });
    await service.redis.cleanup();
    await service.heartbeat({ chromium: true, message: null });
    traveller = aTraveller();
    ({ jobId } = await service.call<TravelPdfJobDto>(
      ReportingPatterns.RequestTravelPdf,
      traveller,
    ));
  });

  const status = (userId: string, id = jobId) =>
    service.call<TravelPdfStatusDto>(ReportingPatterns.TravelPdfStatus, { userId, jobId: id });

  it('is pending until the worker stored the file, then ready with it', async () => {
    expect(await status(traveller.userId)).toEqual({ jobId, status: 'pending' });
    await service.storePdf(traveller.userId, jobId, Buffer.from('%PDF-1.4 test'));
    expect(await status(traveller.userId)).toEqual({
      jobId,
      status: 'ready',
      file: {
        file_name: 'schengen-travel-history-2025-06-15.pdf',
        content_type: 'application/pdf',
        content: Buffer.from('%PDF-1.4 test').toString('base64'),
        encoding: 'base64',
      },
    });
  });

  it("is a 404 for another user's job and an unknown one", async () => {
    const stranger = await failureOf(status(randomUUID()));
    expect(stranger.code).toBe('NOT_FOUND');
    expect(stranger.message).toBe(
      'This PDF export does not exist or has expired. Please export again.',
    );
    await service.storePdf(traveller.userId, jobId, Buffer.from('%PDF-1.4 test'));
    expect((await failureOf(status(randomUUID()))).code).toBe('NOT_FOUND');
    expect((await failureOf(status(traveller.userId, randomUUID()))).code).toBe('NOT_FOUND');
  });

  it('is a 503 with the SPEC message once the job failed for good', async () => {
    const worker = new Worker(
      PDF_RENDER_QUEUE,
      async () => {
        throw new UnrecoverableError('Chromium crashed');
      },
      { connection: { url: service.redis.url }, prefix: bullPrefix(service.redis.keyPrefix) },
    );
    try {
      await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    } finally {
      await worker.close();
    }
    const error = await failureOf(status(traveller.userId));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Could not generate PDF. Please try again.');
  });
});

describe('reporting.health.check', () => {
  it('names Postgres (the admin read model) once its database is gone', async () => {
    const own = await startReportingService();
    try {
      await own.heartbeat({ chromium: true, message: null });
      await expect(own.call(healthPattern('reporting'), {})).resolves.toEqual({
        status: 'ok',
        service: 'reporting',
      });
      await own.database.drop();
      await expect(own.call(healthPattern('reporting'), {})).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The reporting service cannot reach Postgres right now.',
      });
    } finally {
      await own.close();
    }
  });
});
