import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import {
  TravelPatterns,
  USER_DELETED_TOPIC,
  travelListVersionKey,
  type RecordVisitResultDto,
} from '@app/contracts';
import type { BusEvent, DeliveredEvent } from '@app/event-bus';
import { healthPattern } from '@app/nest-core';

import { RecordedOutput } from '@app/testing';

import { runCli } from '../src/cli/run-cli';
import {
  aUserId,
  aVisit,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

function aUserDeleted(userId: string): BusEvent {
  const eventId = randomUUID();
  return {
    topic: USER_DELETED_TOPIC,
    key: userId,
    eventId,
    payload: {
      eventId,
      occurredAt: new Date().toISOString(),
      aggregateId: userId,
      userId,
      username: 'ada',
      email: 'ada@example.com',
      deletedBy: 'self',
    },
  };
}

const delivered = (event: BusEvent, deliveryCount = 1): DeliveredEvent => ({
  ...event,
  deliveryCount,
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('travel service', () => {
  let travel: TravelTestService;
  let redis: Redis;

  beforeAll(async () => {
    travel = await startTravelService({ relayOutbox: true });
    redis = new Redis(travel.redis.url, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    redis.disconnect();
    await travel.close();
  });

  describe('auth.user.deleted.v1', () => {
    it('deletes every record of the user, once per event', async () => {
      const userId = aUserId();
      const other = aUserId();
      await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
      await travel.call(TravelPatterns.RecordVisit, aVisit(other));
      const event = aUserDeleted(userId);

      await expect(travel.consumer.consume(delivered(event))).resolves.toBe('applied');
      expect(await travel.countEntries(userId)).toBe(0);
      expect(await travel.countEntries(other)).toBe(2);

      // A record made afterwards (e.g. a late request) is not touched by a redelivery.
      await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
      await expect(travel.consumer.consume(delivered(event, 2))).resolves.toBe('duplicate');
      expect(await travel.countEntries(userId)).toBe(2);
    });

    it("marks the user's list as changed for the gateway's cache, once committed", async () => {
      const userId = aUserId();
      await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
      const key = travelListVersionKey(travel.env.REDIS_KEY_PREFIX, userId);
      const before = await redis.get(key);
      expect(before).not.toBeNull();
      const event = aUserDeleted(userId);
      await expect(travel.consumer.consume(delivered(event))).resolves.toBe('applied');
      const after = await redis.get(key);
      expect(after).not.toBeNull();
      expect(after).not.toBe(before);
      expect(await travel.countEntries(userId)).toBe(0);
    });

    it('consumes the event from the bus (group travel)', async () => {
      const userId = aUserId();
      await travel.call(TravelPatterns.RecordVisit, aVisit(userId));
      await travel.bus.publish([aUserDeleted(userId)]);
      await eventually(async () => (await travel.countEntries(userId)) === 0);
      expect(await travel.countEntries(userId)).toBe(0);
    });

    it('drops a malformed event and ignores other topics', async () => {
      const event = aUserDeleted(aUserId());
      await expect(
        travel.consumer.consume(
          delivered({ ...event, payload: { ...event.payload, userId: 'x' } }),
        ),
      ).resolves.toBe('malformed');
      await expect(
        travel.consumer.consume(delivered({ ...event, topic: 'auth.password-reset.requested.v1' })),
      ).resolves.toBe('ignored');
    });
  });

  it('publishes its outbox to the bus (relay)', async () => {
    const userId = aUserId();
    const received: BusEvent[] = [];
    const subscription = await travel.bus.subscribe({
      group: `test-${randomUUID()}`,
      topics: ['travel.visit.recorded.v1'],
      handler: async (event) => {
        received.push(event);
      },
    });
    try {
      const visit = await travel.call<RecordVisitResultDto>(
        TravelPatterns.RecordVisit,
        aVisit(userId),
      );
      const isThisVisit = (event: BusEvent) =>
        (event.payload as { entryId?: string }).entryId === visit.entry.id;
      await eventually(async () => received.some(isThisVisit));
      expect(received.find(isThisVisit)?.payload).toMatchObject({ userId, daysUsed: 10 });
      await eventually(async () =>
        (await travel.outbox('travel.visit.recorded.v1')).every((row) => row.publishedAt !== null),
      );
    } finally {
      await subscription.close();
    }
  });

  it('answers the readiness probe', async () => {
    await expect(travel.call(healthPattern('travel'), {})).resolves.toEqual({
      status: 'ok',
      service: 'travel',
    });
  });

  describe('cli', () => {
    it('migrates idempotently and prints usage', async () => {
      const output = new RecordedOutput();
      await expect(
        runCli(['migrate'], { env: { DATABASE_URL: travel.env.DATABASE_URL }, output }),
      ).resolves.toBe(0);
      await expect(runCli(['help'], { output })).resolves.toBe(0);
      await expect(runCli(['seed'], { output })).resolves.toBe(2);
      await expect(runCli(['migrate'], { env: {}, output })).resolves.toBe(1);
      expect(output.errors.join('\n')).toContain('DATABASE_URL');
    });
  });
});
