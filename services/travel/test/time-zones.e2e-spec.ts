/**
 * "Today" is the user's today in their profile time zone (ARCHITECTURE), kept from auth's
 * `auth.user.updated.v1` (and `auth.user.registered.v1` when it carries a zone): it sets the upper
 * bound of dates, the days used on events and where an ongoing visit ends for the overlap check.
 */
import { randomUUID } from 'node:crypto';

import {
  ENTRY_CREATED_TOPIC,
  TravelPatterns,
  USER_REGISTERED_TOPIC,
  USER_UPDATED_TOPIC,
  type TravelEntryDto,
} from '@app/contracts';
import type { BusEvent, DeliveredEvent } from '@app/event-bus';

import {
  aUserId,
  aVisit,
  anAuthEvent,
  anEntry,
  startTravelService,
  type TravelTestService,
} from './support/travel-test-service';

function aUserUpdated(
  userId: string,
  timezone: string,
  occurredAt = '2025-06-01T00:00:00.000Z',
): BusEvent {
  const eventId = randomUUID();
  return {
    topic: USER_UPDATED_TOPIC,
    key: userId,
    eventId,
    payload: {
      eventId,
      occurredAt,
      aggregateId: userId,
      userId,
      username: 'ada',
      email: 'ada@example.com',
      timezone,
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

describe("the user's today", () => {
  let travel: TravelTestService;

  beforeAll(async () => {
    travel = await startTravelService();
  });

  afterEach(() => {
    travel.clock.set('2025-06-15T12:00:00.000Z');
  });

  afterAll(async () => {
    await travel.close();
  });

  const create = (payload: object) =>
    travel.call<TravelEntryDto>(TravelPatterns.CreateEntry, payload);
  const zoneOf = async (userId: string): Promise<string | null> => {
    const rows = await travel.dataSource.query<Array<{ time_zone: string }>>(
      'SELECT time_zone FROM user_time_zones WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.time_zone ?? null;
  };
  async function aUserIn(timezone: string): Promise<string> {
    const userId = aUserId();
    await expect(travel.consumer.consume(delivered(aUserUpdated(userId, timezone)))).resolves.toBe(
      'applied',
    );
    return userId;
  }

  describe('in Pacific/Kiritimati (UTC+14): noon UTC on 15 June is already 16 June', () => {
    it('allows dates up to two years after 16 June', async () => {
      const kiritimati = await aUserIn('Pacific/Kiritimati');
      await expect(
        create(anEntry(kiritimati, { entry_date: '2027-06-16' })),
      ).resolves.toBeDefined();
      await expect(create(anEntry(aUserId(), { entry_date: '2027-06-16' }))).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Entry date must be between 2000-01-01 and 2027-06-15',
      });
    });

    it('counts an ongoing visit up to 16 June in the days used of its event', async () => {
      const kiritimati = await aUserIn('Pacific/Kiritimati');
      const entry = await create(anEntry(kiritimati, { entry_date: '2025-06-01' }));
      const [event] = (await travel.outbox(ENTRY_CREATED_TOPIC)).filter(
        (row) => row.aggregateId === entry.id,
      );
      expect(event?.payload).toMatchObject({ userId: kiritimati, daysUsed: 16 });
    });

    it('runs an ongoing visit to 16 June when checking overlaps', async () => {
      const kiritimati = await aUserIn('Pacific/Kiritimati');
      const utc = aUserId();
      for (const userId of [kiritimati, utc]) {
        await create(anEntry(userId, { entry_date: '2025-06-01' }));
      }
      const visitFrom16June = (userId: string) =>
        travel.call(
          TravelPatterns.RecordVisit,
          aVisit(userId, { entry_date: '2025-06-16', exit_date: '2025-06-20' }),
        );
      await expect(visitFrom16June(kiritimati)).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
        message: 'This visit overlaps your ongoing visit from 2025-06-01.',
      });
      await expect(visitFrom16June(utc)).resolves.toBeDefined();
    });
  });

  describe('in Pacific/Honolulu (UTC-10): 05:00 UTC on 15 June is still 14 June', () => {
    it('lets a trip planned from 15 June follow an ongoing visit', async () => {
      travel.clock.set('2025-06-15T05:00:00.000Z');
      const honolulu = await aUserIn('Pacific/Honolulu');
      const utc = aUserId();
      for (const userId of [honolulu, utc]) {
        await create(anEntry(userId, { entry_date: '2025-06-01' }));
      }
      await expect(create(anEntry(honolulu, { entry_date: '2025-06-15' }))).resolves.toBeDefined();
      await expect(create(anEntry(utc, { entry_date: '2025-06-15' }))).rejects.toMatchObject({
        code: 'TRAVEL_OVERLAPPING_VISIT',
      });
      const events = (await travel.outbox(ENTRY_CREATED_TOPIC)).filter(
        (row) => (row.payload as { userId?: string }).userId === honolulu,
      );
      // 1 to 14 June: 14 days used; the planned entry of 15 June has not happened yet.
      expect(events.map((row) => (row.payload as { daysUsed: number }).daysUsed)).toEqual([14, 14]);
    });
  });

  describe('auth.user.updated.v1', () => {
    it('keeps the zone once per event, and a later change wins over an older event', async () => {
      const userId = aUserId();
      const first = aUserUpdated(userId, 'Pacific/Honolulu', '2025-06-01T10:00:00.000Z');
      await expect(travel.consumer.consume(delivered(first))).resolves.toBe('applied');
      await expect(travel.consumer.consume(delivered(first, 2))).resolves.toBe('duplicate');
      expect(await zoneOf(userId)).toBe('Pacific/Honolulu');

      const later = aUserUpdated(userId, 'Pacific/Kiritimati', '2025-06-02T10:00:00.000Z');
      const older = aUserUpdated(userId, 'Europe/Paris', '2025-06-01T11:00:00.000Z');
      await travel.consumer.consume(delivered(later));
      await expect(travel.consumer.consume(delivered(older))).resolves.toBe('applied');
      expect(await zoneOf(userId)).toBe('Pacific/Kiritimati');
    });

    it('drops an event with a zone that is not an IANA name', async () => {
      const userId = aUserId();
      await expect(
        travel.consumer.consume(delivered(aUserUpdated(userId, '+14:00'))),
      ).resolves.toBe('malformed');
      expect(await zoneOf(userId)).toBeNull();
    });

    it('is consumed from the bus (group travel)', async () => {
      const userId = aUserId();
      await travel.bus.publish([aUserUpdated(userId, 'Pacific/Kiritimati')]);
      await eventually(async () => (await zoneOf(userId)) === 'Pacific/Kiritimati');
      await expect(create(anEntry(userId, { entry_date: '2027-06-16' }))).resolves.toBeDefined();
    });
  });

  describe('auth.user.registered.v1', () => {
    it('keeps the zone when the event carries one, and nothing otherwise', async () => {
      const registered = (userId: string, timezone?: string) =>
        anAuthEvent(USER_REGISTERED_TOPIC, userId, timezone === undefined ? {} : { timezone });
      const withZone = aUserId();
      const withoutZone = aUserId();
      await expect(travel.consumer.consume(registered(withZone, 'Pacific/Honolulu'))).resolves.toBe(
        'applied',
      );
      await expect(travel.consumer.consume(registered(withoutZone))).resolves.toBe('applied');
      expect(await zoneOf(withZone)).toBe('Pacific/Honolulu');
      expect(await zoneOf(withoutZone)).toBeNull();
    });
  });

  it('forgets the zone of a deleted user', async () => {
    const userId = await aUserIn('Pacific/Kiritimati');
    const eventId = randomUUID();
    await travel.consumer.consume(
      delivered({
        topic: 'auth.user.deleted.v1',
        key: userId,
        eventId,
        payload: {
          eventId,
          occurredAt: '2025-06-15T00:00:00.000Z',
          aggregateId: userId,
          userId,
          username: 'ada',
          email: 'ada@example.com',
          deletedBy: 'self',
        },
      }),
    );
    expect(await zoneOf(userId)).toBeNull();
  });
});
