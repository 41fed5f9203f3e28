/**
 * The reporting service over RPC (as the gateway calls it), with a fake travel service and the PDF
 * worker played through Redis: the CSV, the PDF request and its checks, and the job's status.
 */
import { randomUUID } from 'node:crypto';

import { UnrecoverableError, Worker } from 'bullmq';

import {
  AppError,
  bullPrefix,
  PDF_RENDER_QUEUE,
  type PdfRendererStatusDto,
  ReportingPatterns,
  type ReportFileDto,
  type TravelHistoryPdfJob,
  type TravelPdfJobDto,
  type TravelPdfStatusDto,
} from '@app/contracts';
import { healthPattern } from '@app/nest-core';

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

  it('refuses a request without a user with a 400 naming the field', async () => {
    const error = await failureOf(service.call(ReportingPatterns.TravelCsv, { username: 'amy' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('userId is required');
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

  it('enqueues a job with every figure computed as of the report date', async () => {
    await service.heartbeat({ chromium: true, message: null });
    await expect(service.call(healthPattern('reporting'), {})).resolves.toEqual({
      status: 'ok',
      service: 'reporting',
    });
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
    const job = await service.queue.getJob(jobId);
    expect(job?.name).toBe('travel-history-pdf');
    expect(job?.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential', delay: 500 } });
    const data = job?.data as TravelHistoryPdfJob;
    expect(data).toMatchObject({
      requestId: jobId,
      userId: traveller.userId,
      productName: 'Schengen Tracker',
      generatedFor: 'Amy Lee',
      reportDate: '2025-06-15',
      fileName: 'schengen-travel-history-2025-06-15.pdf',
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
    expect(data.usage.daysUsed).toHaveLength(180);
  });

  it('limits the PDF requests of one user per minute with a 429', async () => {
    await service.heartbeat({ chromium: true, message: null });
    const traveller = aTraveller();
    for (let i = 0; i < 3; i += 1)
      await service.call(ReportingPatterns.RequestTravelPdf, traveller);
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

  it('answers a 503 when the travel service cannot be reached', async () => {
    await service.heartbeat({ chromium: true, message: null });
    const down = await startReportingService({ TRAVEL_SERVICE_PORT: '1' });
    try {
      await down.heartbeat({ chromium: true, message: null });
      const error = await failureOf(down.call(ReportingPatterns.RequestTravelPdf, aTraveller()));
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
