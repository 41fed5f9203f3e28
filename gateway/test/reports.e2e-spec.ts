/**
 * The travel history exports through the gateway over HTTP (SPEC §9), against the real auth,
 * travel and reporting services and the PDF worker with the machine's Chromium: the CSV download,
 * the PDF job from request to file, ownership of jobs, readiness, and a stack without Chromium.
 */
import type { LightMyRequestResponse } from 'fastify';

import { A_GOOD_PASSWORD } from '@app/testing';

import { type TestStack, sessionCookie, startTestStack } from './support/test-stack';

const FILE_NAME = /^attachment; filename="schengen-travel-history-\d{4}-\d{2}-\d{2}\.(csv|pdf)"$/;
const HEADER = 'Country,Notes,Date of Entry,Date of Exit,Number of Days';

async function traveller(stack: TestStack, username: string): Promise<string> {
  const response = await stack.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: A_GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return sessionCookie(response);
}

const get = (stack: TestStack, url: string, cookie?: string) =>
  stack.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const post = (stack: TestStack, url: string, cookie: string, payload?: object) =>
  stack.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Polls the job until it is no longer pending (the worker renders in the background). */
async function pdfWhenDone(stack: TestStack, jobId: string, cookie: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await get(stack, `/api/reports/travel-pdf/${jobId}`, cookie);
    if (response.statusCode !== 202) return response;
    expect(response.json()).toEqual({ jobId, status: 'pending' });
    expect(response.headers['retry-after']).toBe('1');
    if (Date.now() > deadline) throw new Error('The PDF was never rendered');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The /Title of a PDF Chromium wrote, when it is ASCII (a literal string). */
function titleOf(response: LightMyRequestResponse): string | undefined {
  return /\/Title \(([^)]*)\)/.exec(response.rawPayload.toString('latin1'))?.[1];
}

function lines(response: LightMyRequestResponse): string[] {
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return response.body.slice(1).split('\r\n').slice(0, -1);
}

describe('with Chromium', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ RATE_LIMIT_SIGN_UP_PER_IP: '50' });
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('is ready, with the reporting service and Chromium', async () => {
    const response = await get(stack, '/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json().checks).toMatchObject({ reporting: 'ok', chromium: 'ok' });
  });

  describe('GET /api/reports/travel.csv', () => {
    it('downloads the visits, newest first, as UTF-8 CSV with a BOM, neutralised and dated', async () => {
      const cookie = await traveller(stack, 'csvtraveller');
      for (const visit of [
        {
          entry_date: '2025-03-01',
          exit_date: '2025-03-10',
          country: 'France',
          notes: 'Zürich, café',
        },
        {
          entry_date: '2025-05-01',
          exit_date: '2025-05-03',
          notes: '=HYPERLINK("http://evil.example")',
        },
      ]) {
        expect((await post(stack, '/api/travel-entries/visit', cookie, visit)).statusCode).toBe(
          201,
        );
      }
      const ongoing = { entry_type: 'entry', entry_date: '2025-06-01', country: 'Italy' };
      expect((await post(stack, '/api/travel-entries', cookie, ongoing)).statusCode).toBe(201);

      const response = await get(stack, '/api/reports/travel.csv', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(FILE_NAME);
      expect(response.headers['cache-control']).toBe('no-store');
      const [header, newest, middle, oldest, ...rest] = lines(response);
      expect(header).toBe(HEADER);
      expect(newest).toMatch(/^Italy,,2025-06-01,Ongoing,\d+$/);
      expect(middle).toBe(
        'Not specified,"\'=HYPERLINK(""http://evil.example"")",2025-05-01,2025-05-03,3',
      );
      expect(oldest).toBe('France,"Zürich, café",2025-03-01,2025-03-10,10');
      expect(rest).toEqual([]);
    });

    it('holds the header alone for a traveller without visits', async () => {
      const cookie = await traveller(stack, 'emptytraveller');
      const response = await get(stack, '/api/reports/travel.csv', cookie);
      expect(response.statusCode).toBe(200);
      expect(lines(response)).toEqual([HEADER]);
    });

    it('needs a session', async () => {
      expect((await get(stack, '/api/reports/travel.csv')).statusCode).toBe(401);
    });
  });

  it("exports a traveller's own history (traveller_id), and 404 for another account's traveller", async () => {
    const cookie = await traveller(stack, 'familyreports');
    const child = (await post(stack, '/api/travellers', cookie, { name: 'Alan' })).json().id;
    await post(stack, '/api/travel-entries/visit', cookie, {
      entry_date: '2025-03-01',
      exit_date: '2025-03-10',
      country: 'France',
    });
    await post(stack, '/api/travel-entries/visit', cookie, {
      entry_date: '2025-04-01',
      exit_date: '2025-04-02',
      country: 'Spain',
      traveller_id: child,
    });
    const theirs = await get(stack, `/api/reports/travel.csv?traveller_id=${child}`, cookie);
    expect(lines(theirs)).toEqual([HEADER, 'Spain,,2025-04-01,2025-04-02,2']);
    const own = await get(stack, '/api/reports/travel.csv', cookie);
    expect(lines(own)).toEqual([HEADER, 'France,,2025-03-01,2025-03-10,10']);

    const intruder = await traveller(stack, 'familyintruder');
    const csv = await get(stack, `/api/reports/travel.csv?traveller_id=${child}`, intruder);
    expect(csv.statusCode).toBe(404);
    const pdf = await post(stack, '/api/reports/travel-pdf', intruder, { traveller_id: child });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Traveller not found' });
    const job = await post(stack, '/api/reports/travel-pdf', cookie, { traveller_id: child });
    expect(job.statusCode).toBe(202);
    const theirPdf = await pdfWhenDone(stack, job.json().jobId, cookie);
    expect(theirPdf.statusCode).toBe(200);
    // The PDF names whose travels it shows (issue #22): the travel service's name of the traveller.
    expect(titleOf(theirPdf)).toMatch(/^Schengen Tracker travel history: Alan, /);
    const ownJob = await post(stack, '/api/reports/travel-pdf', cookie);
    const ownPdf = await pdfWhenDone(stack, ownJob.json().jobId, cookie);
    expect(titleOf(ownPdf)).toMatch(/^Schengen Tracker travel history: familyreports, /);
  });

  describe('POST /api/reports/travel-pdf and GET /api/reports/travel-pdf/{jobId}', () => {
    it('renders the PDF in the background, then downloads it', async () => {
      const cookie = await traveller(stack, 'pdftraveller');
      const visit = { entry_date: '2025-03-01', exit_date: '2025-03-10', country: 'France' };
      expect((await post(stack, '/api/travel-entries/visit', cookie, visit)).statusCode).toBe(201);

      const requested = await post(stack, '/api/reports/travel-pdf', cookie);
      expect(requested.statusCode).toBe(202);
      const { jobId } = requested.json();
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

      const response = await pdfWhenDone(stack, jobId, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(FILE_NAME);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(5_000);
    });

    it("answers 404 for another user's job, an unknown one, and 400 for a malformed id", async () => {
      const owner = await traveller(stack, 'pdfowner');
      const other = await traveller(stack, 'pdfother');
      const { jobId } = (await post(stack, '/api/reports/travel-pdf', owner)).json();
      const stolen = await get(stack, `/api/reports/travel-pdf/${jobId}`, other);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'This PDF export does not exist or has expired. Please export again.',
      });
      // Still not theirs once it is rendered.
      expect((await pdfWhenDone(stack, jobId, owner)).statusCode).toBe(200);
      expect((await get(stack, `/api/reports/travel-pdf/${jobId}`, other)).statusCode).toBe(404);
      const unknown = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
      expect((await get(stack, `/api/reports/travel-pdf/${unknown}`, owner)).statusCode).toBe(404);
      const malformed = await get(stack, '/api/reports/travel-pdf/not-an-id', owner);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('jobId must be an id (UUID)');
    });

    it('needs a session', async () => {
      const response = await stack.inject({ method: 'POST', url: '/api/reports/travel-pdf' });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe('without Chromium', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({}, { CHROMIUM_PATH: '/nonexistent/chromium' });
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('refuses the PDF with a 503 naming what to install, and still serves the CSV', async () => {
    const cookie = await traveller(stack, 'nochromium');
    const refused = await post(stack, '/api/reports/travel-pdf', cookie);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message:
        'PDF export is unavailable: Chromium was not found at /nonexistent/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    });
    const csv = await get(stack, '/api/reports/travel.csv', cookie);
    expect(csv.statusCode).toBe(200);
    expect(lines(csv)).toEqual([HEADER]);
  });

  it('stays ready and reports Chromium down', async () => {
    const response = await get(stack, '/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      checks: { reporting: 'ok', chromium: 'down' },
    });
  });
});
