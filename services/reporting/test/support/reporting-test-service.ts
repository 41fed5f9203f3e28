import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

import {
  bullPrefix,
  PDF_RENDER_QUEUE,
  pdfFileKey,
  pdfWorkersKey,
  type PdfWorkerHeartbeat,
  type ExcludedPeriodDto,
  type TravelEntryDto,
  type TravellerDto,
  TravelPatterns,
} from '@app/contracts';
import {
  freePort,
  type ServiceUnderTest,
  SettableClock,
  startFakeRpcService,
  startServiceUnderTest,
} from '@app/testing';

import type { ReportingEnv } from '../../src/config/env.schema';
import { reportingService } from '../../src/service';

/** What the fake travel service answers: each user's records, excluded periods and travellers. */
const travelRecords = new Map<string, TravelEntryDto[]>();
const travelPeriods = new Map<string, ExcludedPeriodDto[]>();
const travellers = new Map<string, TravellerDto[]>();

@Controller()
class FakeTravelController {
  @MessagePattern(TravelPatterns.ListEntries)
  list(@Payload() request: { userId: string }): TravelEntryDto[] {
    return travelRecords.get(request.userId) ?? [];
  }

  @MessagePattern(TravelPatterns.ListExcludedPeriods)
  periods(@Payload() request: { userId: string }): ExcludedPeriodDto[] {
    return travelPeriods.get(request.userId) ?? [];
  }

  @MessagePattern(TravelPatterns.ListTravellers)
  travellers(@Payload() request: { userId: string }): TravellerDto[] {
    return travellers.get(request.userId) ?? [];
  }
}

@Module({ controllers: [FakeTravelController] })
class FakeTravelModule {}

export interface ReportingTestService extends ServiceUnderTest<ReportingEnv> {
  clock: SettableClock;
  /** The producer's queue, as the worker sees it. */
  queue: Queue;
  /** Gives a user travel records in the fake travel service. */
  setRecords(userId: string, records: TravelEntryDto[]): void;
  /** Gives a user residence permits or long-stay visas in the fake travel service. */
  setPeriods(userId: string, periods: ExcludedPeriodDto[]): void;
  /** Gives a user travellers in the fake travel service. */
  setTravellers(userId: string, list: TravellerDto[]): void;
  /** Reports a PDF worker, as reporting-worker does every few seconds. */
  heartbeat(beat: Omit<PdfWorkerHeartbeat, 'at'> & { at?: number }): Promise<void>;
  /** Stores a rendered file, as the worker does. */
  storePdf(userId: string, jobId: string, pdf: Buffer): Promise<void>;
  stopTravel(): Promise<void>;
}

/**
 * Starts the real reporting microservice in-process (`startServiceUnderTest`, its database empty:
 * the admin read model's tests migrate their own) with a settable clock and a fake travel service
 * (an RPC server answering `travel.entries.list`, `travel.excluded-periods.list` and
 * `travel.travellers.list` from `setRecords`, `setPeriods` and `setTravellers`). The PDF worker is
 * played by
 * the test: heartbeats and stored files are written straight into Redis, as reporting-worker
 * writes them.
 */
export async function startReportingService(
  overrides: Record<string, string> = {},
): Promise<ReportingTestService> {
  const travelPort = await freePort();
  // The travel service's own transport: reporting's calls must carry its assertion.
  const travel = await startFakeRpcService(FakeTravelModule, travelPort, 'travel');
  let travelUp = true;
  const stopTravel = async (): Promise<void> => {
    if (travelUp) await travel.close();
    travelUp = false;
  };
  const clock = new SettableClock();
  const service = await startServiceUnderTest(reportingService, {
    env: { TRAVEL_SERVICE_PORT: String(travelPort), RPC_TIMEOUT_MS: '2000', ...overrides },
    options: { clock: clock.now },
    cleanup: stopTravel,
  });
  const { redis } = service;
  const queue = new Queue(PDF_RENDER_QUEUE, {
    connection: { url: redis.url },
    prefix: bullPrefix(redis.keyPrefix),
  });
  const direct = new Redis(redis.url);
  service.alsoClose(async () => {
    await queue.close();
    await direct.quit();
  });
  return {
    ...service,
    clock,
    queue,
    setRecords: (userId, records) => void travelRecords.set(userId, records),
    setPeriods: (userId, periods) => void travelPeriods.set(userId, periods),
    setTravellers: (userId, list) => void travellers.set(userId, list),
    heartbeat: async (beat) => {
      const value: PdfWorkerHeartbeat = { at: clock.now().getTime(), ...beat };
      await direct.hset(pdfWorkersKey(redis.keyPrefix), randomUUID(), JSON.stringify(value));
    },
    storePdf: async (userId, jobId, pdf) => {
      await direct.set(pdfFileKey(redis.keyPrefix, userId, jobId), pdf, 'EX', 60);
    },
    stopTravel,
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
