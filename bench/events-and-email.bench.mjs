// Benchmark (issue #4): events relayed per second through the outbox relay onto Redis Streams,
// and e-mails delivered per second by the notification worker to a local SMTP sink, for 10,000
// of each. Goals: ≥ 1,000 events/s and ≥ 500 e-mails/s on this 2-core machine.
// Runs the built code (npm run build first; the worker through startBenchStack) against the machine's Postgres (DATABASE_URL's server,
// a throw-away database) and Redis (REDIS_URL, a throw-away key prefix).
import { randomUUID } from 'node:crypto';

import eventBus from '@app/event-bus';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

import { createThrowawayDatabase, freePort, startBenchStack } from './support.mjs';

const { createEventBus, OutboxRelay } = eventBus;
const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench:${randomUUID()}:`;

async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function relayBench(pool) {
  await pool.query(`CREATE SCHEMA bench`);
  await pool.query(`CREATE TABLE bench.outbox (
    id uuid PRIMARY KEY, topic text NOT NULL, aggregate_id text NOT NULL, payload jsonb NOT NULL,
    occurred_at timestamptz NOT NULL, published_at timestamptz, created_at timestamptz NOT NULL DEFAULT now())`);
  await pool.query(
    `INSERT INTO bench.outbox (id, topic, aggregate_id, payload, occurred_at)
     SELECT gen_random_uuid(), 'bench.thing.happened.v1', (i % 100)::text,
            jsonb_build_object('eventId', gen_random_uuid(), 'aggregateId', (i % 100)::text, 'occurredAt', now()),
            now()
     FROM generate_series(1, $1) AS i`,
    [COUNT],
  );
  const bus = createEventBus({ redisUrl, keyPrefix: prefix, clientId: 'bench' });
  const relay = new OutboxRelay({
    database: pool,
    schema: 'bench',
    bus,
    batchSize: 500,
    pollIntervalMs: 20,
  });
  const started = performance.now();
  await relay.start();
  await until(async () => relay.relayedCount >= COUNT, 120_000);
  const seconds = (performance.now() - started) / 1000;
  await relay.stop();
  await bus.close();
  return COUNT / seconds;
}

async function emailBench() {
  let received = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream
        .on('data', () => {})
        .on('end', () => {
          received += 1;
          callback();
        });
    },
  });
  const smtpPort = await freePort();
  await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('email', { connection, prefix: `${prefix}bull` });
  const jobs = Array.from({ length: COUNT }, (_, i) => ({
    name: 'username-reminder-email',
    data: { userId: randomUUID(), to: `traveller${i}@example.com`, username: `traveller${i}` },
    opts: { jobId: `bench.${i}`, removeOnComplete: true, attempts: 3 },
  }));
  for (let i = 0; i < jobs.length; i += 1000) await queue.addBulk(jobs.slice(i, i + 1000));
  // The worker alone (startBenchStack): it takes the jobs queued above as soon as it connects.
  const { stack } = await startBenchStack({
    name: 'bench_events',
    only: ['notification-worker'],
    redis: { url: redisUrl, keyPrefix: prefix },
    mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
    env: { EMAIL_WORKER_CONCURRENCY: process.env.BENCH_EMAIL_CONCURRENCY ?? '50' },
  });
  await until(async () => received > 0, 30_000);
  const started = performance.now();
  const firstBatch = received;
  await until(async () => received >= COUNT, 300_000);
  const seconds = (performance.now() - started) / 1000;
  await stack.stop();
  await queue.obliterate({ force: true }).catch(() => {});
  await queue.close();
  const keys = await connection.keys(`${prefix}*`);
  if (keys.length > 0) await connection.del(...keys);
  await connection.quit();
  await new Promise((r) => sink.close(r));
  return (COUNT - firstBatch) / seconds;
}

const database = await createThrowawayDatabase('bench_events');
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
try {
  const eventsPerSecond = await relayBench(pool);
  const emailsPerSecond = await emailBench();
  console.log(
    `events and e-mail benchmark (node ${process.version}, ${COUNT.toLocaleString('en')} of each)\n`,
  );
  console.log(
    `outbox relay → Redis Streams: ${eventsPerSecond.toFixed(0)} events/s  ${eventsPerSecond >= 1000 ? 'ok (≥ 1,000)' : 'UNDER GOAL (1,000)'}`,
  );
  console.log(
    `worker → SMTP sink:           ${emailsPerSecond.toFixed(0)} e-mails/s  ${emailsPerSecond >= 500 ? 'ok (≥ 500)' : 'UNDER GOAL (500)'}`,
  );
} finally {
  await pool.end();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await database.drop();
}
