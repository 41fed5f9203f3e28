/**
 * The security suite, "Abuse limits" (issue 18; docs/security.md): what one account can make the
 * product store and hold, through the gateway against the real stack (every service and worker,
 * Chromium included):
 *
 * - at most TRAVEL_MAX_RECORDS_PER_USER travel records (a clear 400 beyond, for single records and
 *   visits; two concurrent creates at the limit cannot both pass);
 * - at most PDF_JOBS_PER_USER PDF exports open per user, a small job payload (the history stays
 *   out of the queue: the worker reads it), and Redis memory bounded under a flood of 500 PDF
 *   requests; a user's finished files are capped too;
 * - the admin's bulk e-mail at its limit (200,000 ids, ~7.8 MB) and the users CSV still work over
 *   a real connection with the gateway's default deadlines and limits.
 *
 * The same limits at the service level: services/travel/test/record-limit.e2e-spec.ts,
 * services/reporting/test/travel-report.e2e-spec.ts, services/reporting-worker/test/pdf-worker.e2e-spec.ts.
 */
import { randomUUID } from 'node:crypto';

import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';

import {
  ADMIN_USERS_CSV_COLUMNS,
  BULK_EMAIL_MAX_USERS,
  bullPrefix,
  PDF_JOB_DATA_MAX_BYTES,
  PDF_JOBS_PER_USER,
  PDF_RENDER_QUEUE,
  pdfFilesKey,
  TRAVEL_MAX_RECORDS_PER_USER,
  travelRecordLimitMessage,
} from '@app/contracts';

import { openRaw, portOf, within } from './support/raw-http';
import { type TestStack, signUpOn, startTestStack } from './support/test-stack';

let stack: TestStack;
let db: Client;
let redis: Redis;
let clients = 0;

function freshIp(): string {
  clients += 1;
  return `10.19.${(clients >> 8) & 255}.${clients & 255}`;
}

function signUp(username: string): Promise<{ id: string; cookie: string }> {
  return signUpOn(stack, username, freshIp());
}

/**
 * Gives `userId` `count` records straight in the travel schema, one a day from 2000-01-01 (all
 * before 2014): entry, exit, … with the last one an exit, so that no visit is ongoing.
 */
async function seedRecords(userId: string, count: number): Promise<void> {
  await db.query(
    `WITH created AS (
       INSERT INTO travel.travellers (user_id, name, is_account_holder) VALUES ($1, 'Me', true)
       ON CONFLICT (user_id) WHERE is_account_holder DO NOTHING RETURNING id),
     holder AS (SELECT id FROM created
                UNION ALL SELECT id FROM travel.travellers WHERE user_id = $1 AND is_account_holder)
     INSERT INTO travel.travel_entries (id, user_id, traveller_id, entry_type, entry_date, notes, created_at)
     SELECT gen_random_uuid(), $1, holder.id,
            CASE WHEN ($2::int - 1 - n) % 2 = 0 THEN 'exit' ELSE 'entry' END,
            DATE '2000-01-01' + n, 'A note of a few words, as travellers write them', now()
       FROM generate_series(0, $2::int - 1) AS n, holder`,
    [userId, count],
  );
}

async function recordCount(userId: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(*) FROM travel.travel_entries WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.count);
}

/** Every key matching one of `patterns` (under this file's prefix) and the memory they take. */
async function redisFootprint(patterns: string[]): Promise<{ keys: string[]; bytes: number }> {
  const keys: string[] = [];
  let bytes = 0;
  for (const pattern of patterns) {
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1_000);
      cursor = next;
      for (const key of found) {
        keys.push(key);
        bytes += (await redis.memory('USAGE', key)) ?? 0;
      }
    } while (cursor !== '0');
  }
  return { keys, bytes };
}

beforeAll(async () => {
  stack = await startTestStack(
    // 500 requests at once on a busy 2-core machine: each may wait its turn longer than the
    // default 5 s for the services.
    { RPC_TIMEOUT_MS: '60000' },
    // The per-minute PDF limit (10 by default) would refuse a flood before the slots do: raised
    // here, so that this file shows the bound the slots give on their own.
    { PDF_REQUESTS_PER_MINUTE: '100000' },
  );
  db = new Client({ connectionString: stack.database.url });
  await db.connect();
  redis = new Redis(stack.redis.url);
}, 120_000);

afterAll(async () => {
  await redis?.quit();
  await db?.end();
  await stack?.close();
}, 60_000);

describe(`at most ${TRAVEL_MAX_RECORDS_PER_USER} travel records per user`, () => {
  const post = (cookie: string, url: string, payload: object) =>
    stack.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { cookie }, payload });

  it('lets one of two concurrent creates at the limit through, and refuses the other and a visit with 400', async () => {
    const traveller = await signUp('record-hoarder');
    await seedRecords(traveller.id, TRAVEL_MAX_RECORDS_PER_USER - 1);
    const answers = await Promise.all(
      ['2025-01-10', '2025-01-20'].map((entry_date) =>
        post(traveller.cookie, '/api/travel-entries', { entry_type: 'exit', entry_date }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      code: 'TRAVEL_RECORD_LIMIT',
      message: travelRecordLimitMessage(),
    });
    const visit = await post(traveller.cookie, '/api/travel-entries/visit', {
      entry_date: '2025-03-01',
      exit_date: '2025-03-05',
    });
    expect(visit.statusCode).toBe(400);
    expect(visit.json()).toMatchObject({ code: 'TRAVEL_RECORD_LIMIT' });
    expect(await recordCount(traveller.id)).toBe(TRAVEL_MAX_RECORDS_PER_USER);
  });
});

describe('PDF exports under a flood', () => {
  let queue: Queue;

  beforeAll(async () => {
    queue = new Queue(PDF_RENDER_QUEUE, {
      connection: { url: stack.redis.url },
      prefix: bullPrefix(stack.redis.keyPrefix),
    });
  });

  afterAll(async () => {
    await queue.resume();
    await queue.close();
  });

  const requestPdf = (cookie: string) =>
    stack.inject({
      method: 'POST',
      url: '/api/reports/travel-pdf',
      remoteAddress: freshIp(),
      headers: { cookie },
    });

  /** Polls the job until its PDF is ready; the file's size. */
  async function pdfOf(cookie: string, jobId: string): Promise<number> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await stack.inject({
        method: 'GET',
        url: `/api/reports/travel-pdf/${jobId}`,
        headers: { cookie },
      });
      if (response.statusCode === 200) return response.rawPayload.length;
      expect(response.statusCode).toBe(202);
      if (Date.now() > deadline) throw new Error(`PDF ${jobId} was not ready within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('takes 2 of 500 requests from one user, refuses the rest with 429, and keeps Redis small', async () => {
    const traveller = await signUp('pdf-flooder');
    // 1,000 visits: the history would have put ~150 kB into every job.
    await seedRecords(traveller.id, 2_000);
    await queue.pause();
    let accepted: Awaited<ReturnType<typeof requestPdf>>[] = [];
    try {
      const answers = await Promise.all(
        Array.from({ length: 500 }, () => requestPdf(traveller.cookie)),
      );
      accepted = answers.filter((answer) => answer.statusCode === 202);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(accepted).toHaveLength(PDF_JOBS_PER_USER);
      expect(refused).toHaveLength(500 - PDF_JOBS_PER_USER);
      expect(refused[0]!.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: `You already have ${PDF_JOBS_PER_USER} PDF exports in progress. Please wait until they are ready, then try again.`,
        details: { retryAfterSeconds: 5 },
      });
      expect(refused[0]!.headers['retry-after']).toBe('5');

      // What the queue holds: two small jobs, no history.
      const jobs = await queue.getJobs(['waiting', 'prioritized']);
      expect(jobs).toHaveLength(PDF_JOBS_PER_USER);
      for (const job of jobs) {
        expect(Buffer.byteLength(JSON.stringify(job.data))).toBeLessThan(PDF_JOB_DATA_MAX_BYTES);
        expect(job.data).not.toHaveProperty('rows');
      }
      // What the flood stored: the two jobs' own keys (their hash, logs). The queue's event stream
      // is left out: its length follows how many events BullMQ wrote (retries, stalls under a
      // loaded machine), not what a request can make it hold. One job with this history in its
      // payload took ~150 kB; the two take a few kB.
      const queued = await redisFootprint(
        jobs.map((job) => `${bullPrefix(stack.redis.keyPrefix)}:${PDF_RENDER_QUEUE}:${job.id}*`),
      );
      expect(queued.keys.length).toBeGreaterThanOrEqual(PDF_JOBS_PER_USER);
      expect(queued.bytes).toBeLessThan(16 * 1024);
    } finally {
      // Rendered: the two files, and a slot again for the next export.
      await queue.resume();
    }
    const sizes = [];
    for (const answer of accepted) sizes.push(await pdfOf(traveller.cookie, answer.json().jobId));
    expect((await requestPdf(traveller.cookie)).statusCode).toBe(202);
    expect(Math.min(...sizes)).toBeGreaterThan(10_000);
  }, 180_000);

  it(`keeps a user's newest ${PDF_JOBS_PER_USER} files however many they export`, async () => {
    const traveller = await signUp('pdf-collector');
    await seedRecords(traveller.id, 200);
    const sizes: number[] = [];
    for (let i = 0; i < PDF_JOBS_PER_USER + 3; i += 1) {
      const response = await requestPdf(traveller.cookie);
      expect(response.statusCode).toBe(202);
      sizes.push(await pdfOf(traveller.cookie, response.json().jobId));
    }
    const files = await redisFootprint([`${stack.redis.keyPrefix}reporting:pdf:${traveller.id}:*`]);
    expect(files.keys).toHaveLength(PDF_JOBS_PER_USER);
    // (Redis allocates in size classes: a value takes up to a quarter more than its bytes.)
    expect(files.bytes).toBeLessThan(PDF_JOBS_PER_USER * Math.max(...sizes) * 1.25);
    for (const key of [...files.keys, pdfFilesKey(stack.redis.keyPrefix, traveller.id)]) {
      expect(await redis.ttl(key)).toBeGreaterThan(0);
    }
  }, 180_000);
});

describe('the admin’s large calls within the new limits', () => {
  let admin: { id: string; cookie: string };
  let port: number;

  beforeAll(async () => {
    admin = await signUp('limits-admin');
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [admin.id]);
    await stack.app.listen(0, '127.0.0.1');
    port = portOf(stack.app.getHttpServer());
  });

  /** Sends one request over a real connection with the default deadlines; its answer. */
  async function send(head: string, body = '') {
    const connection = await openRaw(port);
    await connection.write(head);
    if (body) await connection.write(body);
    const answer = await within(connection.response, 120_000, null);
    connection.destroy();
    if (!answer) throw new Error('no answer within 120 s');
    return answer;
  }

  it(`sends a bulk e-mail to ${BULK_EMAIL_MAX_USERS.toLocaleString('en-US')} selected users`, async () => {
    const userIds = Array.from({ length: BULK_EMAIL_MAX_USERS }, () => randomUUID());
    const body = JSON.stringify({ userIds, subject: 'Notice', message: '<p>Hello</p>' });
    expect(Buffer.byteLength(body)).toBeGreaterThan(7_000_000);
    const answer = await send(
      `POST /api/admin/send-email HTTP/1.1\r\nHost: localhost\r\nCookie: ${admin.cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      body,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      successCount: 0,
      failureCount: BULK_EMAIL_MAX_USERS,
    });
  }, 180_000);

  it('downloads the users CSV', async () => {
    const answer = await send(
      `GET /api/admin/users.csv HTTP/1.1\r\nHost: localhost\r\nCookie: ${admin.cookie}\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.body.split('\r\n')[0]).toBe(`\uFEFF${ADMIN_USERS_CSV_COLUMNS.join(',')}`);
  }, 60_000);
});
