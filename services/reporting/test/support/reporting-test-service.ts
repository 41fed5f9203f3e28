import { randomUUID } from 'node:crypto';

import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload, type ClientProxy } from '@nestjs/microservices';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

import {
  bullPrefix,
  PDF_RENDER_QUEUE,
  pdfFileKey,
  pdfWorkersKey,
  type PdfWorkerHeartbeat,
  type TravelEntryDto,
  TravelPatterns,
} from '@app/contracts';
import { createServiceMicroservice, loadConfig, sendRpc } from '@app/nest-core';
import {
  connectRpcClient,
  createTestDatabase,
  createTestRedis,
  freePort,
  startFakeRpcService,
  testCallerSigner,
  testKeysEnv,
  type TestDatabase,
  type TestRedis,
} from '@app/testing';

import { reportingService } from '../../src/service';
import { ReportingEnv } from '../../src/config/env.schema';

/** The tests' "now": 2025-06-15 at noon UTC unless a test sets another instant. */
export const DEFAULT_NOW = '2025-06-15T12:00:00.000Z';

/** A clock the test sets (it does not move by itself), so "today" is deterministic. */
export class SettableClock {
  private instant = new Date(DEFAULT_NOW);

  readonly now = (): Date => new Date(this.instant);

  set(iso: string): void {
    this.instant = new Date(iso);
  }
}

/** What the fake travel service answers: each user's records. */
const travelRecords = new Map<string, TravelEntryDto[]>();

@Controller()
class FakeTravelController {
  @MessagePattern(TravelPatterns.ListEntries)
  list(@Payload() request: { userId: string }): TravelEntryDto[] {
    return travelRecords.get(request.userId) ?? [];
  }
}

@Module({ controllers: [FakeTravelController] })
class FakeTravelModule {}

export interface ReportingTestService {
  env: ReportingEnv;
  app: INestMicroservice;
  /** The admin read model's database (empty: no migration). */
  database: TestDatabase;
  redis: TestRedis;
  clock: SettableClock;
  /** The producer's queue, as the worker sees it. */
  queue: Queue;
  /** Sends one RPC as the gateway does: resolves with the answer, rejects with an `AppError`. */
  call<T>(pattern: string, payload: unknown): Promise<T>;
  /** Gives a user travel records in the fake travel service. */
  setRecords(userId: string, records: TravelEntryDto[]): void;
  /** Reports a PDF worker, as reporting-worker does every few seconds. */
  heartbeat(beat: Omit<PdfWorkerHeartbeat, 'at'> & { at?: number }): Promise<void>;
  /** Stores a rendered file, as the worker does. */
  storePdf(userId: string, jobId: string, pdf: Buffer): Promise<void>;
  stopTravel(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the real reporting microservice in-process on a free port with a settable clock, a fake
 * travel service (an RPC server answering `travel.entries.list` from `setRecords`) and a Redis
 * key prefix of this test file. The PDF worker is played by the test: heartbeats and stored files
 * are written straight into Redis, as reporting-worker writes them.
 */
export async function startReportingService(
  overrides: Record<string, string> = {},
): Promise<ReportingTestService> {
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const travelPort = await freePort();
  // The travel service's own transport: reporting's calls must carry its assertion.
  const travel = await startFakeRpcService(FakeTravelModule, travelPort, 'travel');
  const env = loadConfig(ReportingEnv, {
    ...testKeysEnv(),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.keyPrefix,
    REPORTING_SERVICE_PORT: String(await freePort()),
    TRAVEL_SERVICE_PORT: String(travelPort),
    RPC_TIMEOUT_MS: '2000',
    ...overrides,
  });
  const clock = new SettableClock();
  const app: INestMicroservice = await createServiceMicroservice(reportingService, env, {
    clock: clock.now,
    logLevels: ['error'],
  });
  await app.listen();
  const client: ClientProxy = await connectRpcClient(env.REPORTING_SERVICE_PORT);
  const queue = new Queue(PDF_RENDER_QUEUE, {
    connection: { url: redis.url },
    prefix: bullPrefix(redis.keyPrefix),
  });
  const direct = new Redis(redis.url);
  let travelUp = true;
  return {
    env,
    app,
    database,
    redis,
    clock,
    queue,
    call: (pattern, payload) =>
      sendRpc(client, testCallerSigner('reporting', pattern), 'reporting', pattern, payload),
    setRecords: (userId, records) => void travelRecords.set(userId, records),
    heartbeat: async (beat) => {
      const value: PdfWorkerHeartbeat = { at: clock.now().getTime(), ...beat };
      await direct.hset(pdfWorkersKey(redis.keyPrefix), randomUUID(), JSON.stringify(value));
    },
    storePdf: async (userId, jobId, pdf) => {
      await direct.set(pdfFileKey(redis.keyPrefix, userId, jobId), pdf, 'EX', 60);
    },
    stopTravel: async () => {
      travelUp = false;
      await travel.close();
    },
    close: async () => {
      await client.close();
      await app.close();
      if (travelUp) await travel.close();
      await queue.close();
      await direct.quit();
      await redis.cleanup();
      await database.drop();
    },
  };
}

let ids = 0;

/** A stored travel record as the travel service lists it. */
export function aRecord(
  userId: string,
  entry_type: TravelEntryDto['entry_type'],
  entry_date: string,
  extra: Partial<TravelEntryDto> = {},
): TravelEntryDto {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    user_id: userId,
    entry_type,
    entry_date,
    country: null,
    notes: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}
