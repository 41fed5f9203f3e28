// Benchmark (issue #9): POST /api/admin/send-email after 'Select All', for 10,000 and 100,000
// selected users, through the gateway (admin guard → auth lookups in chunks → notification stores
// the content once and enqueues one job per recipient → waits up to BULK_EMAIL_WAIT_MS) with the
// e-mail worker delivering to a local SMTP sink. Prints the time to the answer, the answer, the
// enqueue rate (from the notification service's log line) and the Redis memory the send added
// (INFO memory before and after). The message carries a pasted image (data URI), as admins do.
// Runs the built processes (npm run bench:bulk-email builds first; startBenchStack) against the machine's Postgres
// (DATABASE_URL's server, a throw-away database) and Redis (REDIS_URL, a throw-away key prefix).
import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

import {
  BENCH_MFA_ENCRYPTION_KEY,
  freePort,
  signInBenchAdmin,
  startBenchStack,
} from './support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const USERS = Math.max(...SIZES);

let delivered = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream
      .on('data', () => {})
      .on('end', () => {
        delivered += 1;
        callback();
      });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));

/** The notification service's "queued in" figures, by batch, as it logs them. */
const enqueued = [];
const { stack, base } = await startBenchStack({
  name: 'bench_bulk_email',
  only: ['auth', 'notification', 'notification-worker', 'reporting', 'gateway'],
  env: {
    MFA_ENCRYPTION_KEY: BENCH_MFA_ENCRYPTION_KEY,
    RATE_LIMIT_SIGN_UP_PER_IP: '1000',
    EMAIL_WORKER_CONCURRENCY: process.env.BENCH_EMAIL_CONCURRENCY ?? '50',
  },
  mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
  output: (name) => (line) => {
    if (name !== 'notification') return;
    for (const match of line.matchAll(/(\d+) queued in (\d+) ms/g)) {
      enqueued.push({ jobs: Number(match[1]), ms: Number(match[2]) });
    }
  },
});
const redis = new Redis(stack.redis.url);
const usedMemory = async () =>
  Number(/^used_memory:(\d+)/m.exec(await redis.info('memory'))?.[1] ?? Number.NaN);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const cookie = await signInBenchAdmin(stack, base);

  const seedStart = Date.now();
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const seeded = await db.query(
    `INSERT INTO auth.users (username, email, password_hash)
     SELECT 'user' || n, 'user' || n || '@example.com', 'not-a-real-hash'
     FROM generate_series(1, $1::int) AS n
     RETURNING id`,
    [USERS],
  );
  await db.query('ANALYZE auth.users');
  await db.end();
  const ids = seeded.rows.map((row) => row.id);
  const seedMs = Date.now() - seedStart;

  // A newsletter with a pasted 48 KiB image: ~64 KiB of HTML, stored once per send.
  const image = randomBytes(48 * 1024).toString('base64');
  const message = `<h2>Service news</h2><p>${'All travellers: the EES starts soon. '.repeat(40)}</p><p><img src="data:image/png;base64,${image}"></p>`;

  console.log(
    `Admin bulk e-mail benchmark (node ${process.version}; ${USERS.toLocaleString('en')} users seeded in ${seedMs} ms; message ${(message.length / 1024).toFixed(0)} KiB; worker concurrency ${stack.env.EMAIL_WORKER_CONCURRENCY})`,
  );
  for (const size of SIZES) {
    const userIds = ids.slice(0, size);
    const body = JSON.stringify({ userIds, subject: `News for ${size} users`, message });
    const memoryBefore = await usedMemory();
    const deliveredBefore = delivered;
    const loggedBefore = enqueued.length;
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    });
    const answer = await response.text();
    const ms = performance.now() - started;
    const memoryAfter = await usedMemory();
    if (!response.ok) throw new Error(`send-email ${size}: ${response.status} ${answer}`);
    const result = JSON.parse(answer);
    const queued = enqueued.slice(loggedBefore).at(-1);
    const memory = memoryAfter - memoryBefore;
    console.log(`\n${size.toLocaleString('en')} selected ids (body ${mb(body.length)})`);
    console.log(
      `  answer in ${(ms / 1000).toFixed(2)} s: ${answer}  (${(delivered - deliveredBefore).toLocaleString('en')} delivered to the sink by then)`,
    );
    if (queued) {
      console.log(
        `  enqueue: ${queued.jobs.toLocaleString('en')} jobs + content in ${queued.ms} ms = ${Math.round((queued.jobs / queued.ms) * 1000).toLocaleString('en')} jobs/s`,
      );
    }
    console.log(
      `  Redis used_memory: ${mb(memoryBefore)} → ${mb(memoryAfter)} (+${mb(memory)}, ${Math.round(memory / size)} B per recipient; the content inline in every job would add ${mb(message.length * size)})`,
    );
    console.log(
      `  success ${result.successCount}, failure ${result.failureCount}, pending ${result.pendingCount ?? 0}`,
    );
  }
} finally {
  await stack.stop();
  await new Promise((r) => sink.close(r));
  for (let cursor = '0'; ;) {
    const [next, keys] = await redis.scan(
      cursor,
      'MATCH',
      `${stack.redis.keyPrefix}*`,
      'COUNT',
      1000,
    );
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
    if (cursor === '0') break;
  }
  await redis.quit();
}
