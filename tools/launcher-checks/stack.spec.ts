/**
 * startStack (scripts/launcher/stack.mjs) with real processes: `only` brings the services the named
 * processes call, each is ready by its readiness probe (an RPC health check, a BullMQ worker seen
 * in Redis), a killed process starts again, and the stop ends callers before the services they
 * call, then drops the throw-away database. Needs the server build and the machine's Postgres and
 * Redis.
 */
import pg from 'pg';

import { createTestRedis, DEFAULT_DATABASE_URL, freePort, type TestRedis } from '@app/testing';

import { entryOf } from '../../scripts/launcher/manifest.mjs';
import { notReadyBecause } from '../../scripts/launcher/readiness.mjs';
import {
  type Stack,
  startStack,
  type StoppedProcess,
  uncleanStops,
} from '../../scripts/launcher/stack.mjs';

let redis: TestRedis;
let stack: Stack;

beforeAll(async () => {
  redis = await createTestRedis();
  stack = await startStack({
    name: 'launcher_checks',
    only: ['notification', 'notification-worker'],
    redis: { url: redis.url, keyPrefix: redis.keyPrefix },
    // Nothing listens there: no e-mail is sent in these tests.
    mail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` },
    freePort,
  });
});

afterAll(async () => {
  await stack?.stop();
  await redis.cleanup();
});

const probe = (name: string) =>
  notReadyBecause(entryOf(name), {
    port: stack.ports[name],
    running: stack.processes,
    redis: stack.redis,
  });

async function query<Row extends object>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('startStack', () => {
  it('starts the processes named and the services they call, each answering its readiness probe', async () => {
    expect(stack.processes).toEqual(['auth', 'travel', 'notification', 'notification-worker']);
    for (const name of stack.processes) await expect(probe(name)).resolves.toBeNull();
  });

  it('migrates the schemas of the services it runs, and no other', async () => {
    const rows = await query<{ name: string }>(
      stack.databaseUrl!,
      `SELECT schema_name AS name FROM information_schema.schemata
        WHERE schema_name IN ('auth', 'travel', 'billing', 'notification', 'reporting')`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual(['auth', 'notification', 'travel']);
  });

  it('gives each process a metrics port of its own, one scrape target each', () => {
    const ports = Object.values(stack.metricsPorts);
    expect(ports).toHaveLength(4);
    expect(new Set([...ports, ...Object.values(stack.ports)]).size).toBe(ports.length + 3);
    expect(stack.scrapeTargets.map((target) => target.job)).toEqual(stack.processes);
  });

  it('stops the callers before the services they call, each by itself, then drops the database', async () => {
    const database = new URL(stack.databaseUrl!).pathname.slice(1);
    const stops: StoppedProcess[] = await stack.stop();
    const order = stops.map((stop) => stop.name);
    expect(order.slice(0, 2).sort()).toEqual(['notification', 'notification-worker']);
    expect(order.slice(2).sort()).toEqual(['auth', 'travel']);
    expect(uncleanStops(stops)).toEqual([]);
    const left = await query<{ datname: string }>(
      process.env['DATABASE_URL'] || DEFAULT_DATABASE_URL,
      `SELECT datname FROM pg_database WHERE datname = '${database}'`,
    );
    expect(left).toEqual([]);
  });
});

describe('a process of a stack killed and started again', () => {
  let workerStack: Stack;

  beforeAll(async () => {
    workerStack = await startStack({
      name: 'launcher_checks_restart',
      only: ['notification-worker'],
      withCalled: false,
      redis: { url: redis.url, keyPrefix: `${redis.keyPrefix}restart:` },
      mail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` },
      freePort,
    });
  });

  // Stopped right after the restart, while the new worker may still initialise: it must stop
  // cleanly anyway (nest-core holds the signals from the start of runWorker).
  afterAll(async () => {
    const stops = (await workerStack?.stop()) ?? [];
    expect(uncleanStops(stops)).toEqual([]);
  });

  it('is ready again once its probe sees the new worker in Redis', async () => {
    const workerProbe = () =>
      notReadyBecause(entryOf('notification-worker'), {
        port: undefined,
        running: workerStack.processes,
        redis: workerStack.redis,
      });
    await expect(workerProbe()).resolves.toBeNull();
    const worker = workerStack.process('notification-worker');
    await expect(worker.kill('SIGKILL')).resolves.toEqual({ code: null, signal: 'SIGKILL' });
    await expect(workerProbe()).resolves.toMatch(/no worker is connected/);
    await workerStack.process('notification-worker').restart();
    await expect(workerProbe()).resolves.toBeNull();
    expect(workerStack.process('notification-worker').pid).not.toBe(worker.pid);
  });
});
