/**
 * The travel service as its own process, stopped with SIGTERM while a call is in flight: the
 * call's answer arrives, a call that comes meanwhile is refused with a retriable 503, and then the
 * process exits 0 (nest-core's DrainingTcpServer and exitOnShutdownSignals). The call is held in
 * flight by a lock on its table, released by the test.
 */
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';

import type { ClientProxy } from '@nestjs/microservices';
import { Client } from 'pg';

import { TravelPatterns, type TravelEntryDto } from '@app/contracts';
import { loadConfig } from '@app/nest-core';
import { sendRpc } from '@app/rpc';
import {
  connectRpcClient,
  createTestDatabase,
  createTestRedis,
  freePort,
  type SourceProcess,
  startMainProcess,
  type TestDatabase,
  type TestRedis,
  testKeysEnv,
  testRpcSigner,
  waitUntil,
} from '@app/testing';

import { migrate } from '../src/cli/migrate.command';
import { TravelEnv } from '../src/config/env.schema';
import { travelService } from '../src/service';

let database: TestDatabase;
let redis: TestRedis;
let port: number;
let service: SourceProcess | undefined;
let client: ClientProxy | undefined;
let locker: Client | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await createTestRedis();
  port = await freePort();
  const env = loadConfig(TravelEnv, {
    ...testKeysEnv(),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    TRAVEL_SERVICE_PORT: String(port),
  });
  await migrate(env, { out: () => undefined, err: () => undefined });
});

afterAll(async () => {
  await client?.close();
  await locker?.end().catch(() => undefined);
  if (service && service.child.exitCode === null && service.child.signalCode === null) {
    service.child.kill('SIGKILL');
    await service.exited;
  }
  await redis.cleanup();
  await database.drop();
});

/** Whether a new TCP connection to the service is accepted now. */
function accepts(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the travel service process on SIGTERM', () => {
  it('answers the call in flight, refuses new ones meanwhile, then exits 0', async () => {
    service = await startMainProcess(travelService, {
      ...testKeysEnv(),
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      TRAVEL_SERVICE_PORT: String(port),
      SHUTDOWN_GRACE_MS: '60000',
    });
    const child = service.child;
    const order: string[] = [];
    child.once('exit', () => order.push('exit'));
    client = await connectRpcClient(port);

    // Hold the table: the service's read of it waits until the test commits.
    locker = new Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE travel.travel_entries IN ACCESS EXCLUSIVE MODE');
    const inFlight = sendRpc<TravelEntryDto[]>(
      client,
      testRpcSigner(),
      'travel',
      TravelPatterns.ListEntries,
      { userId: randomUUID() },
      60_000,
    ).then((answer) => {
      order.push('answer');
      return answer;
    });
    await waitUntil('the call to wait on the lock', async () => {
      const { rows } = await locker!.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return (rows[0]?.waiting ?? 0) > 0;
    });

    child.kill('SIGTERM');
    await waitUntil('the service to stop accepting connections', async () => !(await accepts()));
    expect(service.lines.join('\n')).toContain('SIGTERM received');

    // A call on the open connection while it drains: a retriable 503, its handler not run.
    await expect(
      sendRpc(client, testRpcSigner(), 'travel', TravelPatterns.ListEntries, {
        userId: randomUUID(),
      }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: 'The travel service is restarting. Please try again in a moment.',
    });
    expect(order).toEqual([]);
    expect(child.exitCode).toBeNull();

    await locker.query('COMMIT');
    await expect(inFlight).resolves.toEqual([]);
    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect(order).toEqual(['answer', 'exit']);
  }, 60_000);
});
