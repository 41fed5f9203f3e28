import {
  ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  EmailJobs,
  type ComplianceLevelName,
} from '@app/contracts';
import type { BusEvent } from '@app/event-bus';
import { addDays } from '@app/schengen-rules';
import { Client } from 'pg';

import { MorningBatch } from '../src/morning-emails/morning-batch';
import { anEntryEvent, aUserDeleted, aVisitRecorded, delivered } from './support/events';
import { startFakeDirectory, type FakeDirectory } from './support/fake-directory';
import {
  startNotificationService,
  TEST_SETTLE_MS,
  type NotificationTestService,
} from './support/notification-test-service';

/** The service's clock: Monday 1 June 2026, 12:00 UTC (the users' today unless their zone says). */
const NOW = '2026-06-01T12:00:00.000Z';
const TODAY = '2026-06-01';

let service: NotificationTestService;
let directory: FakeDirectory;

beforeAll(async () => {
  directory = await startFakeDirectory();
  service = await startNotificationService(
    { ...directory.env, EMAIL_RETRY_DELAY_MS: '200' },
    { clock: () => new Date(NOW) },
  );
});

afterAll(async () => {
  await service.close();
  await directory.close();
});

/** A completed visit of `days` days (both ends counted), well inside the window ending today. */
function visitOf(days: number): readonly [string, string] {
  return ['2026-02-01', addDays('2026-02-01', days - 1)];
}

/** A lone entry: until its exit is recorded, an ongoing visit up to today (180 days used). */
const LONE_ENTRY = ['2025-03-01', null] as const;

interface StoredLevel {
  level: ComplianceLevelName;
  days_used: number;
  changes_seen: number;
  changes_settled: number;
}

/** The stored level of the user's account holder, or of another traveller of theirs. */
async function storedLevel(
  userId: string,
  travellerId: string | null = null,
): Promise<StoredLevel | undefined> {
  const rows = await service.query<StoredLevel>(
    `SELECT level, days_used, changes_seen, changes_settled FROM compliance_levels
      WHERE user_id = $1 AND traveller_id IS NOT DISTINCT FROM $2`,
    [userId, travellerId],
  );
  return rows[0];
}

/** Consumes the event as the bus would deliver it. */
async function consume(event: BusEvent): Promise<void> {
  expect(await service.consumer.consume(delivered(event))).toBe('enqueued');
}

/**
 * The user's records become one visit of `days` days (none for 0) and travel's event says so,
 * with the `daysUsed` travel put on it (by default a misleading 180, as a lone entry's event
 * carries: the e-mail must come from the records read once they have settled).
 */
async function recordsBecome(userId: string, days: number, eventDaysUsed = 180): Promise<void> {
  directory.travel.setVisits(userId, days > 0 ? [visitOf(days)] : []);
  await consume(anEntryEvent(ENTRY_UPDATED_TOPIC, { userId, daysUsed: eventDaysUsed }));
}

/** Polls until every event has been processed by the consumer (delivered through the bus). */
async function processed(events: readonly BusEvent[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = new Set((await service.processedEvents()).map((row) => row.event_id));
    if (events.every((event) => done.has(event.eventId))) return;
    if (Date.now() > deadline) throw new Error('The events were never processed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function levelsEmailed(userId: string): Promise<ComplianceLevelName[]> {
  return (await service.levelEmailsOf(userId)).map((job) => job.data.level);
}

describe('level-change e-mails come only from a level that holds', () => {
  it('sends nothing for a past visit recorded in the two calls of SPEC §7 (the entry, then the exit)', async () => {
    const user = directory.users.add();
    // POST the entry: for a moment it is an ongoing visit up to today (travel counts 180 days).
    directory.travel.setVisits(user.id, [LONE_ENTRY]);
    const entry = anEntryEvent(ENTRY_CREATED_TOPIC, {
      userId: user.id,
      daysUsed: 180,
      entryType: 'entry',
      entryDate: '2025-03-01',
    });
    await service.publish(entry);
    // POST the exit, within the window: a visit of March 2025, no day of it in today's window.
    directory.travel.setVisits(user.id, [['2025-03-01', '2025-03-20']]);
    const exit = anEntryEvent(ENTRY_CREATED_TOPIC, {
      userId: user.id,
      daysUsed: 0,
      entryType: 'exit',
      entryDate: '2025-03-20',
    });
    await service.publish(exit);
    await processed([entry, exit]);
    await service.settled(user.id);

    expect(await service.levelEmailsOf(user.id)).toEqual([]);
    expect(await storedLevel(user.id)).toEqual({
      level: 'safe',
      days_used: 0,
      changes_seen: 2,
      changes_settled: 2,
    });
    // One evaluation for the two changes.
    expect(directory.travel.readsOf(user.id)).toBe(1);
  });

  it('sends nothing when an entry is deleted again within the window', async () => {
    const user = directory.users.add();
    directory.travel.setVisits(user.id, [LONE_ENTRY]);
    await consume(anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 180 }));
    directory.travel.setVisits(user.id, []);
    await consume(anEntryEvent(ENTRY_DELETED_TOPIC, { userId: user.id, daysUsed: 0 }));
    await service.settled(user.id);
    expect(await service.levelEmailsOf(user.id)).toEqual([]);
    expect(directory.travel.readsOf(user.id)).toBe(1);
  });

  it('sends one e-mail for each genuine crossing into warning, danger and exceeded, none for staying or falling, and one again for a later rise', async () => {
    const user = directory.users.add();
    const steps: Array<[days: number, emailed: ComplianceLevelName | null]> = [
      [60, null],
      [75, 'warning'],
      [84, null],
      [86, 'danger'],
      [69, null], // fell to safe: recorded, not e-mailed
      [72, 'warning'],
      [95, 'exceeded'],
      [88, null], // fell to danger
      [91, 'exceeded'],
    ];
    const seen: Array<ComplianceLevelName | null> = [];
    let before = 0;
    for (const [days] of steps) {
      await recordsBecome(user.id, days);
      await service.settled(user.id);
      const emailed = await levelsEmailed(user.id);
      expect(emailed.length - before).toBeLessThanOrEqual(1);
      seen.push(emailed.length > before ? emailed.at(-1)! : null);
      before = emailed.length;
    }
    expect(seen).toEqual(steps.map(([, emailed]) => emailed));

    const [warning] = await service.levelEmailsOf(user.id);
    expect(warning?.data).toMatchObject({
      level: 'warning',
      previousLevel: 'safe',
      daysUsed: 75,
      asOf: TODAY,
    });
    expect(await storedLevel(user.id)).toMatchObject({ level: 'exceeded', days_used: 91 });
    // Every one of the nine changes was evaluated once, each after its own window.
    expect(directory.travel.readsOf(user.id)).toBe(steps.length);
  });

  it.each<[ComplianceLevelName, number]>([
    ['warning', 75],
    ['danger', 86],
    ['exceeded', 92],
  ])(
    'sends one e-mail, from one evaluation, when a burst of 20 changes ends in %s',
    async (level, days) => {
      const user = directory.users.add();
      for (let change = 1; change < 20; change += 1) {
        // A lone entry (180 days for a moment) and a short visit, in turn, as quick edits do.
        const isLoneEntry = change % 2 === 1;
        directory.travel.setVisits(user.id, [isLoneEntry ? LONE_ENTRY : visitOf(10)]);
        await consume(
          anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: isLoneEntry ? 180 : 10 }),
        );
      }
      await recordsBecome(user.id, days, days);
      await service.settled(user.id);

      const emails = await service.levelEmailsOf(user.id);
      expect(emails.map((job) => job.data)).toEqual([
        expect.objectContaining({ level, previousLevel: 'safe', daysUsed: days }),
      ]);
      expect(directory.travel.readsOf(user.id)).toBe(1);
      expect(await storedLevel(user.id)).toMatchObject({ changes_seen: 20, changes_settled: 20 });
    },
  );

  it("e-mails the figures read when the window ends, on the user's today in their time zone, once per rise", async () => {
    // 12:00 UTC on 1 June is 02:00 on 2 June in Kiritimati (UTC+14).
    const user = directory.users.add({
      email: 'grace@example.com',
      display_name: 'Grace',
      timezone: 'Pacific/Kiritimati',
    });
    // 10 March to 2 June 2026 is 85 days (danger); to 1 June, 84 (warning).
    directory.travel.setVisits(user.id, [['2026-03-10', null]]);
    const event = aVisitRecorded({ userId: user.id, daysUsed: 3 });
    await consume(event);
    await service.settled(user.id);
    const [job, ...others] = await service.levelEmailsOf(user.id);
    expect(others).toEqual([]);
    expect(job?.id).toBe(`level-change.${user.id}.0`);
    expect(job?.name).toBe(EmailJobs.ComplianceReminder);
    expect(job?.data).toEqual({
      reason: 'level-change',
      userId: user.id,
      to: 'grace@example.com',
      displayName: 'Grace',
      language: null,
      asOf: '2026-06-02',
      daysUsed: 85,
      level: 'danger',
      previousLevel: 'safe',
    });
    expect(job?.opts).toMatchObject({
      attempts: 8,
      backoff: { type: 'exponential', delay: 200, jitter: 0.5 },
    });

    // The next rise has an id of its own.
    directory.travel.setVisits(user.id, [['2026-03-01', null]]);
    await consume(anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: 94 }));
    await service.settled(user.id);
    expect((await service.levelEmailsOf(user.id)).map((email) => email.id)).toEqual([
      `level-change.${user.id}.0`,
      `level-change.${user.id}.1`,
    ]);
  });

  it("leaves a residence permit's days out of the level, as the dashboard does (issue #22)", async () => {
    const user = directory.users.add();
    // 85 days from 1 February would be danger; a permit covers 30 of them: 55 days, safe.
    directory.travel.addResidencePermit(user.id, '2026-02-11', '2026-03-12');
    await recordsBecome(user.id, 85);
    await service.settled(user.id);
    expect(await levelsEmailed(user.id)).toEqual([]);
    expect(await storedLevel(user.id)).toMatchObject({ level: 'safe', days_used: 55 });
  });

  it('records the rise but sends nothing while email_reminders is off; a later rise e-mails from it', async () => {
    const user = directory.users.add({ email_reminders: false });
    await recordsBecome(user.id, 80);
    await service.settled(user.id);
    expect(await service.levelEmailsOf(user.id)).toEqual([]);
    expect(await storedLevel(user.id)).toMatchObject({ level: 'warning' });

    directory.users.update(user.id, { email_reminders: true });
    await recordsBecome(user.id, 90);
    await service.settled(user.id);
    expect((await service.levelEmailsOf(user.id)).map((job) => job.data)).toEqual([
      expect.objectContaining({ level: 'danger', previousLevel: 'warning' }),
    ]);
  });

  it('sends nothing and keeps no level for an account that no longer exists', async () => {
    const user = directory.users.add();
    directory.users.remove(user.id);
    await recordsBecome(user.id, 95);
    await service.settled(user.id);
    expect(await service.levelEmailsOf(user.id)).toEqual([]);
    expect(await storedLevel(user.id)).toBeUndefined();
    expect(directory.travel.readsOf(user.id)).toBe(0);
  });

  it('retries a check that could not read the records, and e-mails once', async () => {
    const user = directory.users.add();
    directory.travel.failNext(1);
    await recordsBecome(user.id, 75);
    await service.settled(user.id);
    expect(await levelsEmailed(user.id)).toEqual(['warning']);
    expect(directory.travel.readsOf(user.id)).toBe(2);
  });

  it('has no second effect when the event is delivered again', async () => {
    const user = directory.users.add();
    directory.travel.setVisits(user.id, [visitOf(72)]);
    const event = anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 72 });
    await consume(event);
    expect(await service.consumer.consume(delivered(event, 2))).toBe('duplicate');
    await service.settled(user.id);
    expect(await levelsEmailed(user.id)).toEqual(['warning']);
    expect(await storedLevel(user.id)).toMatchObject({ changes_seen: 1, changes_settled: 1 });
  });

  it('handles a batch of events locking each user once, then checks and e-mails each user once', async () => {
    const [ada, bob] = [directory.users.add(), directory.users.add()];
    directory.travel.setVisits(ada.id, [visitOf(75)]);
    directory.travel.setVisits(bob.id, [visitOf(91)]);
    const events = [ada, bob].flatMap((user) =>
      Array.from({ length: 10 }, (_, i) =>
        anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: i * 18 }),
      ),
    );
    const locks = jest.spyOn(Client.prototype, 'query');
    const outcomes = await service.consumer.consumeBatch(events.map((event) => delivered(event)));
    const levelLocks = locks.mock.calls.filter(
      ([text, values]) =>
        typeof text === 'string' &&
        text.includes('pg_advisory_xact_lock') &&
        Array.isArray(values) &&
        String(values[0]).startsWith('notification-level:'),
    );
    locks.mockRestore();
    expect(outcomes).toEqual(events.map(() => 'enqueued'));
    expect(levelLocks).toHaveLength(2);

    await service.settled(ada.id);
    await service.settled(bob.id);
    expect(await levelsEmailed(ada.id)).toEqual(['warning']);
    expect(await levelsEmailed(bob.id)).toEqual(['exceeded']);
    expect([directory.travel.readsOf(ada.id), directory.travel.readsOf(bob.id)]).toEqual([1, 1]);
  });

  it('keeps the level from before a pending change when a morning batch runs inside the window', async () => {
    const user = directory.users.add({ timezone: 'UTC' });
    // The change happened at 08:00; the morning batch of 08:10 already sees its records.
    directory.travel.setVisits(user.id, [visitOf(78)]);
    await consume(
      anEntryEvent(ENTRY_CREATED_TOPIC, {
        userId: user.id,
        daysUsed: 78,
        occurredAt: '2026-06-01T08:00:00.000Z',
      }),
    );
    await service.app
      .get(MorningBatch)
      .run({ now: '2026-06-01T08:10:00.000Z', recipients: [user] });
    expect(await storedLevel(user.id)).toMatchObject({ level: 'safe' });
    await service.settled(user.id);
    expect(await levelsEmailed(user.id)).toEqual(['warning']);
  });

  it("forgets a deleted user's level and scheduled e-mail keys", async () => {
    const user = directory.users.add();
    await recordsBecome(user.id, 86);
    await service.settled(user.id);
    await service.query(
      "INSERT INTO scheduled_emails (user_id, kind, period) VALUES ($1, 'weekly-summary', '2026-W23')",
      [user.id],
    );
    await consume(aUserDeleted({ userId: user.id }));
    expect(await storedLevel(user.id)).toBeUndefined();
    expect(
      await service.query('SELECT 1 FROM scheduled_emails WHERE user_id = $1', [user.id]),
    ).toEqual([]);
  });

  it('waits the whole window after the last change before evaluating', async () => {
    const user = directory.users.add();
    directory.travel.setVisits(user.id, [visitOf(75)]);
    await consume(anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 75 }));
    const [check] = await service.settleQueue
      .getJobs(['delayed'])
      .then((jobs) => jobs.filter((job) => job.data.userId === user.id));
    expect(check?.name).toBe('settled-level-check');
    expect(check?.delay).toBe(TEST_SETTLE_MS);
    await service.settled(user.id);
    expect(await levelsEmailed(user.id)).toEqual(['warning']);
  });
});

describe('level-change e-mails about the other travellers of an account (ADR 0034 part 5)', () => {
  it("e-mails a rise of another traveller's level naming them, apart from the account holder's level", async () => {
    const user = directory.users.add();
    const sam = directory.travel.addTraveller(user.id, 'Sam');
    directory.travel.setVisits(user.id, [visitOf(30)]);
    directory.travel.setVisits(user.id, [visitOf(76)], sam);
    await consume(
      anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: 76, travellerId: sam }),
    );
    await service.settled(user.id);

    const emails = await service.levelEmailsOf(user.id);
    expect(emails.map((job) => [job.id, job.data])).toEqual([
      [
        `level-change.${user.id}.${sam}.0`,
        expect.objectContaining({
          traveller: { id: sam, name: 'Sam' },
          level: 'warning',
          previousLevel: 'safe',
          daysUsed: 76,
          asOf: TODAY,
        }),
      ],
    ]);
    expect(await storedLevel(user.id, sam)).toEqual({
      level: 'warning',
      days_used: 76,
      changes_seen: 1,
      changes_settled: 1,
    });
    // The account holder's level was not touched by Sam's change.
    expect(await storedLevel(user.id)).toBeUndefined();

    // The holder's own rise is e-mailed as SPEC's, with no traveller, under the user's own key.
    await recordsBecome(user.id, 75);
    await service.settled(user.id);
    const holders = (await service.levelEmailsOf(user.id)).filter((job) => !job.data.traveller);
    expect(holders.map((job) => [job.id, job.data.level])).toEqual([
      [`level-change.${user.id}.0`, 'warning'],
    ]);
    expect(await storedLevel(user.id, sam)).toMatchObject({ level: 'warning', changes_seen: 1 });
  });

  it("keeps one settle window per traveller: a burst of the holder's changes does not delay or merge another traveller's check", async () => {
    const user = directory.users.add();
    const sam = directory.travel.addTraveller(user.id, 'Sam');
    directory.travel.setVisits(user.id, [visitOf(86)]);
    directory.travel.setVisits(user.id, [visitOf(92)], sam);
    await consume(anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: 86 }));
    await consume(
      anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: 92, travellerId: sam }),
    );
    const delayed = (await service.settleQueue.getJobs(['delayed'])).filter(
      (job) => job.data.userId === user.id,
    );
    expect(delayed.map((job) => job.data.travellerId ?? null).sort()).toEqual([sam, null].sort());
    await service.settled(user.id);
    const emailed = (await service.levelEmailsOf(user.id)).map((job) => [
      job.data.traveller?.name ?? null,
      job.data.level,
    ]);
    expect(emailed.sort()).toEqual(
      [
        ['Sam', 'exceeded'],
        [null, 'danger'],
      ].sort(),
    );
  });

  it("sends nothing about another traveller while the account's e-mail reminders are off", async () => {
    const user = directory.users.add({ email_reminders: false });
    const sam = directory.travel.addTraveller(user.id, 'Sam');
    directory.travel.setVisits(user.id, [visitOf(80)], sam);
    await consume(
      anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: 80, travellerId: sam }),
    );
    await service.settled(user.id);
    expect(await service.levelEmailsOf(user.id)).toEqual([]);
    expect(await storedLevel(user.id, sam)).toMatchObject({ level: 'warning', changes_settled: 1 });
  });

  it('sends nothing about a traveller whose own reminders are switched off, and still about the holder', async () => {
    const user = directory.users.add();
    const sam = directory.travel.addTraveller(user.id, 'Sam', { emailReminders: false });
    directory.travel.setVisits(user.id, [visitOf(80)], sam);
    await consume(
      anEntryEvent(ENTRY_UPDATED_TOPIC, { userId: user.id, daysUsed: 80, travellerId: sam }),
    );
    await recordsBecome(user.id, 86);
    await service.settled(user.id);
    expect(
      (await service.levelEmailsOf(user.id)).map((job) => [
        job.data.traveller ?? null,
        job.data.level,
      ]),
    ).toEqual([[null, 'danger']]);
    // Sam's level is still kept, so switching the reminders back on tells only a later rise.
    expect(await storedLevel(user.id, sam)).toMatchObject({ level: 'warning', changes_settled: 1 });
  });

  it('forgets the level of a traveller deleted from the account, and e-mails nothing about them', async () => {
    const user = directory.users.add();
    const sam = directory.travel.addTraveller(user.id, 'Sam');
    directory.travel.setVisits(user.id, [visitOf(80)], sam);
    // Deleting a traveller deletes their records, one event each, naming the traveller.
    directory.travel.removeTraveller(user.id, sam);
    await consume(
      anEntryEvent(ENTRY_DELETED_TOPIC, { userId: user.id, daysUsed: 0, travellerId: sam }),
    );
    await service.settled(user.id);
    expect(await service.levelEmailsOf(user.id)).toEqual([]);
    expect(await storedLevel(user.id, sam)).toBeUndefined();
  });
});
