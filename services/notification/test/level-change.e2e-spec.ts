import {
  ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  EmailJobs,
  type ComplianceLevelName,
} from '@app/contracts';
import type { BusEvent } from '@app/event-bus';
import { Client } from 'pg';

import { anEntryEvent, aUserDeleted, aVisitRecorded, delivered } from './support/events';
import { startFakeDirectory, type FakeDirectory } from './support/fake-directory';
import {
  startNotificationService,
  type NotificationTestService,
} from './support/notification-test-service';

let service: NotificationTestService;
let directory: FakeDirectory;

beforeAll(async () => {
  directory = await startFakeDirectory();
  service = await startNotificationService(directory.env);
});

afterAll(async () => {
  await service.close();
  await directory.close();
});

/** 1 June 2026, `minute` minutes after 09:00 UTC. */
const at = (minute: number): string => new Date(Date.UTC(2026, 5, 1, 9, minute)).toISOString();

async function storedLevel(userId: string): Promise<ComplianceLevelName | undefined> {
  const rows = await service.query<{ level: ComplianceLevelName }>(
    'SELECT level FROM compliance_levels WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.level;
}

/** Consumes the event as the bus would deliver it and answers the reminder it enqueued, if any. */
async function consume(event: BusEvent) {
  expect(await service.consumer.consume(delivered(event))).toBe('enqueued');
  return service.queue.getJob(`event.${event.eventId}`);
}

/** Rises and falls of one user's days used, each with the reminder it should send (or none). */
function risesAndFalls(userId: string): Array<[BusEvent, ComplianceLevelName | null]> {
  const change = (
    topic: typeof ENTRY_CREATED_TOPIC | typeof ENTRY_UPDATED_TOPIC | typeof ENTRY_DELETED_TOPIC,
    daysUsed: number,
    minute: number,
  ) => anEntryEvent(topic, { userId, daysUsed, occurredAt: at(minute) });
  return [
    [change(ENTRY_CREATED_TOPIC, 50, 1), null],
    [aVisitRecorded({ userId, daysUsed: 72, occurredAt: at(2) }), 'warning'],
    [change(ENTRY_UPDATED_TOPIC, 84, 3), null],
    [change(ENTRY_CREATED_TOPIC, 85, 4), 'danger'],
    [change(ENTRY_DELETED_TOPIC, 69, 5), null],
    [change(ENTRY_CREATED_TOPIC, 70, 6), 'warning'],
    [change(ENTRY_CREATED_TOPIC, 91, 7), 'exceeded'],
    [change(ENTRY_UPDATED_TOPIC, 88, 8), null],
  ];
}

describe('compliance level-change reminders', () => {
  it('sends one reminder on each rise into warning, danger or exceeded, none when staying or falling', async () => {
    const user = directory.users.add({ email: 'ada@example.com', display_name: 'Ada' });
    const steps = risesAndFalls(user.id);
    const sent: Array<ComplianceLevelName | null> = [];
    for (const [event] of steps) {
      const job = await consume(event);
      sent.push(job ? (job.data as { level: ComplianceLevelName }).level : null);
    }
    expect(sent).toEqual(steps.map(([, expected]) => expected));
    expect(await storedLevel(user.id)).toBe('danger');
  });

  it('decides a batch of events as it decides them one by one, locking and reading each user once', async () => {
    const [ada, bob] = [directory.users.add(), directory.users.add()];
    const steps = [...risesAndFalls(ada.id), ...risesAndFalls(bob.id)];
    const locks = jest.spyOn(Client.prototype, 'query');
    const outcomes = await service.consumer.consumeBatch(steps.map(([event]) => delivered(event)));
    const levelLocks = locks.mock.calls.filter(
      ([text, values]) =>
        typeof text === 'string' &&
        text.includes('pg_advisory_xact_lock') &&
        Array.isArray(values) &&
        String(values[0]).startsWith('notification-level:'),
    );
    locks.mockRestore();
    expect(outcomes).toEqual(steps.map(() => 'enqueued'));
    for (const [event, expected] of steps) {
      const job = await service.queue.getJob(`event.${event.eventId}`);
      expect(job ? (job.data as { level: ComplianceLevelName }).level : null).toBe(expected);
    }
    expect(await storedLevel(ada.id)).toBe('danger');
    expect(await storedLevel(bob.id)).toBe('danger');
    expect(levelLocks).toHaveLength(2);
  });

  it('enqueues the reminder with the event id as job id, the payload and the retry options', async () => {
    const user = directory.users.add({ email: 'grace@example.com', display_name: 'Grace' });
    const event = aVisitRecorded({
      userId: user.id,
      daysUsed: 86,
      occurredAt: '2026-06-01T23:30:00.000Z',
    });
    const job = await consume(event);
    expect(job?.name).toBe(EmailJobs.ComplianceReminder);
    expect(job?.data).toEqual({
      reason: 'level-change',
      userId: user.id,
      to: 'grace@example.com',
      displayName: 'Grace',
      asOf: '2026-06-01',
      daysUsed: 86,
      level: 'danger',
      previousLevel: 'safe',
    });
    expect(job?.opts).toMatchObject({
      attempts: 8,
      backoff: { type: 'exponential', delay: 5_000, jitter: 0.5 },
    });
  });

  it('consumes the travel topics from the bus', async () => {
    const user = directory.users.add();
    const event = anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 75 });
    await service.publish(event);
    const job = await service.jobAppears(`event.${event.eventId}`);
    expect(job.data).toMatchObject({ userId: user.id, level: 'warning', daysUsed: 75 });
  });

  it('keeps no level for a user who stays safe', async () => {
    const user = directory.users.add();
    expect(
      await consume(anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 69 })),
    ).toBeUndefined();
    expect(await storedLevel(user.id)).toBeUndefined();
  });

  it('records the rise but sends nothing while email_reminders is off', async () => {
    const user = directory.users.add({ email_reminders: false });
    const quiet = anEntryEvent(ENTRY_CREATED_TOPIC, {
      userId: user.id,
      daysUsed: 80,
      occurredAt: at(10),
    });
    expect(await consume(quiet)).toBeUndefined();
    expect(await storedLevel(user.id)).toBe('warning');

    directory.users.update(user.id, { email_reminders: true });
    const rise = anEntryEvent(ENTRY_CREATED_TOPIC, {
      userId: user.id,
      daysUsed: 90,
      occurredAt: at(11),
    });
    expect((await consume(rise))?.data).toMatchObject({
      level: 'danger',
      previousLevel: 'warning',
    });
  });

  it('ignores an event older than the level it knows', async () => {
    const user = directory.users.add();
    await consume(
      anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 86, occurredAt: at(20) }),
    );
    const late = anEntryEvent(ENTRY_DELETED_TOPIC, {
      userId: user.id,
      daysUsed: 40,
      occurredAt: at(19),
    });
    expect(await consume(late)).toBeUndefined();
    expect(await storedLevel(user.id)).toBe('danger');
  });

  it('sends nothing and keeps no level for an account that no longer exists', async () => {
    const user = directory.users.add();
    directory.users.remove(user.id);
    expect(
      await consume(anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 95 })),
    ).toBeUndefined();
    expect(await storedLevel(user.id)).toBeUndefined();
  });

  it('has no second effect when the event is delivered again', async () => {
    const user = directory.users.add();
    const event = anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 72 });
    await consume(event);
    expect(await service.consumer.consume(delivered(event, 2))).toBe('duplicate');
    const jobs = await service.queue.getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.filter((job) => job.data.userId === user.id)).toHaveLength(1);
  });

  it("forgets a deleted user's level and scheduled e-mail keys", async () => {
    const user = directory.users.add();
    await consume(
      anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 86, occurredAt: at(30) }),
    );
    await service.query(
      "INSERT INTO scheduled_emails (user_id, kind, period) VALUES ($1, 'weekly-summary', '2026-W23')",
      [user.id],
    );
    expect(await service.consumer.consume(delivered(aUserDeleted({ userId: user.id })))).toBe(
      'enqueued',
    );
    expect(await storedLevel(user.id)).toBeUndefined();
    expect(
      await service.query('SELECT 1 FROM scheduled_emails WHERE user_id = $1', [user.id]),
    ).toEqual([]);
  });
});
