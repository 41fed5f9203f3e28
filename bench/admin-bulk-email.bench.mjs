// Benchmark (issue #9): POST /api/admin/send-email after 'Select All', for 10,000 and 100,000
// selected users, through the gateway (admin guard → auth lookups in chunks → notification stores
// the content once and enqueues one job per recipient → waits up to BULK_EMAIL_WAIT_MS) with the
// e-mail worker delivering to a local SMTP sink. Prints the time to the answer, the answer, the
// enqueue rate (from the notification service's log line) and the Redis memory the send added
// (INFO memory before and after). The message carries a pasted image (data URI), as admins do.
// Runs the built processes (npm run bench:bulk-email builds first) against the machine's Postgres
// (DATABASE_URL's server, a throw-away database) and Redis (REDIS_URL, a throw-away key prefix).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

import {
  adminSessionCookie,
  BENCH_MFA_ENCRYPTION_KEY,
  benchKeys,
  freePort,
  waitHttp,
} from './support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const USERS = Math.max(...SIZES);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `bench_bulk_email_${process.pid}`;
const prefix = `bench:${randomUUID()}:`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${database}`;

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

const ports = {
  auth: await freePort(),
  notification: await freePort(),
  reporting: await freePort(),
  http: await freePort(),
};
const rpcKeys = await benchKeys();
const env = {
  ...process.env,
  ...rpcKeys.env,
  NODE_ENV: 'production',
  SECURE_COOKIES: 'false',
  // Production needs a /metrics token (any 16+ characters here; nothing scrapes it).
  METRICS_TOKEN: 'bench-metrics-token-not-a-secret',
  MFA_ENCRYPTION_KEY: BENCH_MFA_ENCRYPTION_KEY,
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: prefix,
  AUTH_SERVICE_PORT: String(ports.auth),
  NOTIFICATION_SERVICE_PORT: String(ports.notification),
  REPORTING_SERVICE_PORT: String(ports.reporting),
  PORT: String(ports.http),
  RATE_LIMIT_SIGN_UP_PER_IP: '1000',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  RESET_TOKEN_SECRET: 'bench-reset-token-secret-0123456789abcdef',
  UNSUBSCRIBE_SECRET: 'bench-unsubscribe-secret-0123456789abcdef',
  EMAIL_WORKER_CONCURRENCY: process.env.BENCH_EMAIL_CONCURRENCY ?? '50',
};
const cli = (service, ...args) => {
  const run = spawnSync(
    process.execPath,
    [path.join(root, `services/${service}/dist/cli.js`), ...args],
    { env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`${service} ${args.join(' ')}: ${run.stderr}${run.stdout}`);
};

/** The notification service's "queued in" figures, by batch, as it logs them. */
const enqueued = [];
const children = [];
const redis = new Redis(redisUrl);
const usedMemory = async () =>
  Number(/^used_memory:(\d+)/m.exec(await redis.info('memory'))?.[1] ?? Number.NaN);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  for (const service of ['auth', 'notification', 'reporting']) cli(service, 'migrate');
  for (const script of [
    'services/auth/dist/main.js',
    'services/notification/dist/main.js',
    'services/notification-worker/dist/main.js',
    'services/reporting/dist/main.js',
    'gateway/dist/main.js',
  ]) {
    const child = spawn(process.execPath, [path.join(root, script)], {
      env,
      stdio: ['ignore', script.includes('services/notification/') ? 'pipe' : 'ignore', 'ignore'],
    });
    child.stdout?.setEncoding('utf8').on('data', (text) => {
      for (const match of text.matchAll(/(\d+) queued in (\d+) ms/g)) {
        enqueued.push({ jobs: Number(match[1]), ms: Number(match[2]) });
      }
    });
    children.push(child);
  }
  const base = `http://127.0.0.1:${ports.http}`;
  await waitHttp(`${base}/health/live`);
  await new Promise((r) => setTimeout(r, 1000)); // the services' TCP listeners

  const account = {
    username: 'benchadmin',
    email: 'benchadmin@example.com',
    password: 'a-bench-passphrase',
  };
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  cli('auth', 'promote', account.username);
  const cookie = await adminSessionCookie(base, account.username, account.password);

  const seedStart = Date.now();
  const db = new pg.Client({ connectionString: dbUrl.toString() });
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
    `Admin bulk e-mail benchmark (node ${process.version}; ${USERS.toLocaleString('en')} users seeded in ${seedMs} ms; message ${(message.length / 1024).toFixed(0)} KiB; worker concurrency ${env.EMAIL_WORKER_CONCURRENCY})`,
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
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await new Promise((r) => sink.close(r));
  for (let cursor = '0'; ;) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
    if (cursor === '0') break;
  }
  await redis.quit();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
