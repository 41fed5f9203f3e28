/**
 * Fault test: Redis goes away in the middle of a burst (killed, then restarted on its append-only
 * file). Events are committed to a Postgres outbox and published by the real OutboxRelay: a publish
 * that fails leaves its rows pending and is retried, the consumer reconnects, and every committed
 * event is handled (at least once; the ids are counted once). Uses a private redis-server from
 * PATH; where there is none the test says so and checks that.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Pool } from 'pg';

import { createTestDatabase, freePort, type TestDatabase } from '@app/testing';

import type { EventBusLogger } from '../_lib/logger';
import { OutboxRelay } from '../outbox/outbox-relay';
import { RedisStreamsEventBus } from './redis-streams-event-bus';

const hasRedisServer = !spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).error;
const quiet: EventBusLogger = { log: () => {}, warn: () => {}, error: () => {} };

function startRedis(port: number, dir: string): ChildProcess {
  return spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--save',
      '',
    ],
    { stdio: 'ignore' },
  );
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether a Redis server answers PING on 127.0.0.1:`port` right now. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (answered: boolean): void => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // A loading Redis answers -LOADING; only +PONG means it takes commands.
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Polls until the Redis server on `port` answers PING (it has started), or fails. */
async function waitForRedis(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

if (hasRedisServer) {
  describe('Redis Streams across a Redis restart', () => {
    let dir: string;
    let port: number;
    let redis: ChildProcess;
    let database: TestDatabase;
    let pool: Pool;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'redis-restart-'));
      port = await freePort();
      redis = startRedis(port, dir);
      database = await createTestDatabase();
      pool = new Pool({ connectionString: database.url, max: 4 });
      await pool.query(`CREATE SCHEMA burst`);
      await pool.query(`CREATE TABLE burst.outbox (
        id uuid PRIMARY KEY, topic varchar(255) NOT NULL, aggregate_id varchar(255) NOT NULL,
        payload jsonb NOT NULL, occurred_at timestamptz NOT NULL, published_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now())`);
      await waitForRedis(port, 10_000);
    });

    afterAll(async () => {
      redis.kill('SIGKILL');
      await pool.end();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    /** Commits `count` events to the outbox, each in its own transaction, as a service would. */
    async function commitEvents(count: number, committed: string[]): Promise<void> {
      for (let i = 0; i < count; i += 1) {
        const eventId = randomUUID();
        const occurredAt = new Date().toISOString();
        await pool.query(
          `INSERT INTO burst.outbox (id, topic, aggregate_id, payload, occurred_at) VALUES ($1, $2, $3, $4, $5)`,
          [
            eventId,
            'test.thing.happened.v1',
            String(i % 7),
            { eventId, occurredAt, aggregateId: String(i % 7) },
            occurredAt,
          ],
        );
        committed.push(eventId);
      }
    }

    it('consumes every committed event when Redis is killed and restarted mid-burst', async () => {
      const options = {
        redisUrl: `redis://127.0.0.1:${port}`,
        keyPrefix: `restart:${randomUUID()}:`,
        blockMs: 100,
        claimIdleMs: 500,
        retryDelayMs: 20,
        drainTimeoutMs: 500,
        logger: quiet,
      };
      const publisher = new RedisStreamsEventBus(options);
      const consumer = new RedisStreamsEventBus(options);
      const seen = new Set<string>();
      const subscription = await consumer.subscribe({
        group: 'restart-test',
        topics: ['test.thing.happened.v1'],
        handler: async (event) => {
          seen.add(event.eventId);
        },
      });
      const relay = new OutboxRelay({
        database: pool,
        schema: 'burst',
        bus: publisher,
        pollIntervalMs: 20,
        maxBackoffMs: 200,
        logger: quiet,
      });
      await relay.start();

      const committed: string[] = [];
      await commitEvents(150, committed);
      redis.kill('SIGKILL');
      await new Promise((r) => redis.once('exit', r));
      await commitEvents(100, committed);
      redis = startRedis(port, dir);
      await commitEvents(150, committed);

      await waitUntil(() => committed.every((id) => seen.has(id)), 30_000);
      expect(committed).toHaveLength(400);
      expect(seen.size).toBe(400);
      const { rows } = await pool.query<{ count: string }>(
        'SELECT count(*) FROM burst.outbox WHERE published_at IS NULL',
      );
      expect(Number(rows[0]?.count)).toBe(0);

      await relay.stop();
      await subscription.close();
      await consumer.close();
      await publisher.close();
    }, 60_000);
  });
} else {
  describe('Redis Streams across a Redis restart (no redis-server)', () => {
    it('is not run: no redis-server on PATH to restart', () => {
      console.log('Redis restart fault test skipped: redis-server is not on PATH');
      expect(hasRedisServer).toBe(false);
    });
  });
}
