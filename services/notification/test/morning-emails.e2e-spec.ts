import type { Job } from 'bullmq';

import {
  ENTRY_CREATED_TOPIC,
  EmailJobs,
  EmailScheduleJobs,
  type LastDayReminderEmailJob,
  type MorningEmailBatchJob,
  type WeeklySummaryEmailJob,
} from '@app/contracts';
import { addDays } from '@app/schengen-rules';

import { MorningBatch } from '../src/morning-emails/morning-batch';
import { MorningTick, type MorningTickResult } from '../src/morning-emails/morning-tick';
import { anEntryEvent, delivered } from './support/events';
import { startFakeDirectory, type FakeDirectory } from './support/fake-directory';
import {
  startNotificationService,
  type NotificationTestService,
} from './support/notification-test-service';

let service: NotificationTestService;
let directory: FakeDirectory;

beforeAll(async () => {
  directory = await startFakeDirectory();
  // The clock of the level bookkeeping (morning refreshes, settled level checks); ticks and
  // batches get their own `now`.
  service = await startNotificationService(directory.env, {
    clock: () => new Date('2026-06-02T08:05:00.000Z'),
  });
});

afterAll(async () => {
  await service.close();
  await directory.close();
});

beforeEach(async () => {
  directory.users.clear();
  directory.travel.clear();
  await service.queue.drain();
  await service.scheduleQueue.drain();
});

/** The batches a tick added, oldest user first. */
async function pendingBatches(): Promise<Array<Job<MorningEmailBatchJob>>> {
  const jobs = (await service.scheduleQueue.getJobs(['waiting'])) as Array<
    Job<MorningEmailBatchJob>
  >;
  return jobs.sort((a, b) => (a.data.recipients[0]!.id < b.data.recipients[0]!.id ? -1 : 1));
}

/** Runs every pending batch once (as the worker would), then removes it. */
async function runBatches(): Promise<void> {
  for (const job of await pendingBatches()) {
    await service.app.get(MorningBatch).run(job.data);
    await job.remove();
  }
}

/** One tick at `now` and the batches it fanned out. */
async function morningAt(now: string): Promise<MorningTickResult> {
  const result = await service.app.get(MorningTick).run(new Date(now));
  await runBatches();
  return result;
}

async function emailsNamed<T>(name: string): Promise<Array<Job<T>>> {
  return ((await service.queue.getJobs(['waiting'])) as Array<Job<T>>).filter(
    (job) => job.name === name,
  );
}

const reminders = () => emailsNamed<LastDayReminderEmailJob>(EmailJobs.ComplianceReminder);
const summaries = () => emailsNamed<WeeklySummaryEmailJob>(EmailJobs.WeeklySummary);

/**
 * An ongoing visit whose last day to stay is `days` after `today` (no other stays: entry + 89), of
 * the account holder or of another traveller of the account.
 */
function ongoingVisitEndingIn(
  userId: string,
  today: string,
  days: number,
  travellerId?: string,
): string {
  const entry = addDays(today, days - 89);
  directory.travel.addVisit(userId, entry, null, 'France', travellerId);
  return entry;
}

describe('daily last-day reminders', () => {
  // Tuesday 2 June 2026, 08:05 in UTC: no weekly summaries today.
  const TODAY = '2026-06-02';
  const NOW = '2026-06-02T08:05:00.000Z';

  it('go out when the last day to stay is exactly 14, 7, 3 or 1 days away, and not 13', async () => {
    const daysOf = new Map<string, number>();
    for (const days of [15, 14, 13, 7, 3, 2, 1, 0]) {
      const user = directory.users.add({ timezone: 'UTC' });
      ongoingVisitEndingIn(user.id, TODAY, days);
      daysOf.set(user.id, days);
    }
    await morningAt(NOW);
    const sent = await reminders();
    expect(sent.map((job) => daysOf.get(job.data.userId)).sort((a, b) => a! - b!)).toEqual([
      1, 3, 7, 14,
    ]);
    const seven = sent.find((job) => daysOf.get(job.data.userId) === 7)!;
    const [user] = directory.users.page({ userIds: [seven.data.userId], limit: 1 }).recipients;
    expect(user).toBeDefined();
    expect(seven.id).toBe(`last-day-reminder.${user!.id}.${TODAY}`);
    expect(seven.data).toEqual({
      reason: 'last-day',
      userId: user!.id,
      to: user!.email,
      displayName: user!.display_name,
      language: null,
      asOf: TODAY,
      daysUsed: 83,
      daysRemaining: 7,
      level: 'warning',
      entryDate: '2026-03-12',
      lastDayToStay: '2026-06-09',
      daysUntilLastDay: 7,
    });
    expect(seven.opts).toMatchObject({ attempts: 8, backoff: { type: 'exponential' } });
  });

  it('need email_reminders on and today inside a visit', async () => {
    const off = directory.users.add({ email_reminders: false, weekly_summaries: true });
    ongoingVisitEndingIn(off.id, TODAY, 7);
    const outside = directory.users.add();
    directory.travel.addVisit(outside.id, '2026-03-01', '2026-05-20');
    const planned = directory.users.add();
    // Enters tomorrow: outside today, whatever its last day.
    directory.travel.addVisit(planned.id, addDays(TODAY, 1), addDays(TODAY, 5));
    await morningAt(NOW);
    expect(await reminders()).toEqual([]);
  });

  it('go out inside a recorded visit too, as the forms always record an exit', async () => {
    const plannedExit = directory.users.add();
    // Inside since 82 days ago until a recorded exit in 3 days: the last day is 7 days away.
    const entryDate = addDays(TODAY, -82);
    directory.travel.addVisit(plannedExit.id, entryDate, addDays(TODAY, 3));
    const exitsToday = directory.users.add();
    // Inside until a recorded exit today, with the last day 14 days away.
    directory.travel.addVisit(exitsToday.id, addDays(TODAY, -75), TODAY);
    const exitedYesterday = directory.users.add();
    directory.travel.addVisit(exitedYesterday.id, addDays(TODAY, -82), addDays(TODAY, -1));
    await morningAt(NOW);
    const sent = await reminders();
    expect(sent.map((job) => [job.data.userId, job.data.daysUntilLastDay]).sort()).toEqual(
      [
        [plannedExit.id, 7],
        [exitsToday.id, 14],
      ].sort(),
    );
    expect(sent.find((job) => job.data.userId === plannedExit.id)?.data).toMatchObject({
      entryDate,
      lastDayToStay: addDays(TODAY, 7),
      daysUsed: 83,
      daysRemaining: 7,
    });

    // Never twice: the same morning again sends nothing new.
    await morningAt('2026-06-02T08:35:00.000Z');
    expect((await reminders()).map((job) => job.id).sort()).toEqual(
      [
        `last-day-reminder.${plannedExit.id}.${TODAY}`,
        `last-day-reminder.${exitsToday.id}.${TODAY}`,
      ].sort(),
    );
  });

  it("go out only in the 08:00 hour of each user's own time zone", async () => {
    const tokyo = directory.users.add({ timezone: 'Asia/Tokyo' });
    const angeleno = directory.users.add({ timezone: 'America/Los_Angeles' });
    ongoingVisitEndingIn(tokyo.id, TODAY, 7);
    ongoingVisitEndingIn(angeleno.id, TODAY, 7);

    // 23:00 UTC on Monday 1 June is Tuesday 08:00 in Tokyo and Monday 16:00 in Los Angeles.
    expect((await morningAt('2026-06-01T23:00:00.000Z')).timeZones).toEqual(['Asia/Tokyo']);
    expect((await reminders()).map((job) => [job.data.userId, job.data.asOf])).toEqual([
      [tokyo.id, TODAY],
    ]);
    await service.queue.drain();

    // Noon UTC is evening in Tokyo and early morning in Los Angeles: nobody.
    expect(await morningAt('2026-06-02T12:00:00.000Z')).toEqual({
      timeZones: [],
      batches: 0,
      recipients: 0,
    });
    expect(await reminders()).toEqual([]);

    // 15:00 UTC on Tuesday is 08:00 in Los Angeles (PDT) and midnight in Tokyo.
    expect((await morningAt('2026-06-02T15:00:00.000Z')).timeZones).toEqual([
      'America/Los_Angeles',
    ]);
    expect((await reminders()).map((job) => [job.data.userId, job.data.asOf])).toEqual([
      [angeleno.id, TODAY],
    ]);
  });
});

describe('weekly summaries', () => {
  it("go out on Monday morning in the user's time zone, to users with weekly_summaries on", async () => {
    const tokyo = directory.users.add({
      timezone: 'Asia/Tokyo',
      email: 'tokyo@example.com',
      display_name: 'Aiko',
      email_reminders: false,
    });
    const angeleno = directory.users.add({ timezone: 'America/Los_Angeles' });
    directory.users.add({ timezone: 'Europe/London', weekly_summaries: false });
    // Aiko is inside since 20 May (13 days on 1 June) until 5 June, and plans Italy for July.
    directory.travel.addVisit(tokyo.id, '2026-05-20', '2026-06-05', 'Spain');
    directory.travel.addVisit(tokyo.id, '2026-07-01', '2026-07-10', 'Italy');

    // Monday 08:00 in Tokyo is Sunday 23:00 UTC.
    await morningAt('2026-05-31T23:00:00.000Z');
    const [summary, ...others] = await summaries();
    expect(others).toEqual([]);
    expect(summary?.id).toBe(`weekly-summary.${tokyo.id}.2026-W23`);
    expect(summary?.data).toEqual({
      userId: tokyo.id,
      to: 'tokyo@example.com',
      displayName: 'Aiko',
      language: null,
      asOf: '2026-06-01',
      week: '2026-W23',
      daysUsed: 13,
      daysRemaining: 77,
      level: 'safe',
      isInsideSchengen: true,
      lastDayToStay: '2026-08-17',
      nextTrip: { entryDate: '2026-07-01', exitDate: '2026-07-10', country: 'Italy' },
      otherTravellers: [],
    });
    await service.queue.drain();

    // Monday 08:00 in London (BST) and in Los Angeles (PDT).
    await morningAt('2026-06-01T07:00:00.000Z');
    expect(await summaries()).toEqual([]); // the Londoner has them off
    await morningAt('2026-06-01T15:00:00.000Z');
    expect((await summaries()).map((job) => job.data.userId)).toEqual([angeleno.id]);
    const angelenoSummary = (await summaries())[0]!.data;
    expect(angelenoSummary).toMatchObject({
      daysUsed: 0,
      daysRemaining: 90,
      isInsideSchengen: false,
      lastDayToStay: null,
      nextTrip: null,
    });
    await service.queue.drain();

    // Tuesday 08:00 in Tokyo: not a Monday.
    await morningAt('2026-06-01T23:00:00.000Z');
    expect(await summaries()).toEqual([]);
  });
});

describe('never twice', () => {
  const NOW = '2026-06-01T08:00:00.000Z'; // Monday 08:00 UTC

  async function aUserDueBoth(): Promise<string> {
    const user = directory.users.add({ timezone: 'UTC' });
    ongoingVisitEndingIn(user.id, '2026-06-01', 3);
    return user.id;
  }

  it('sends each e-mail once when the tick runs twice, and when a later tick of the hour runs', async () => {
    const userId = await aUserDueBoth();
    await morningAt(NOW);
    await morningAt(NOW);
    await morningAt('2026-06-01T08:45:00.000Z');
    expect((await reminders()).map((job) => job.id)).toEqual([
      `last-day-reminder.${userId}.2026-06-01`,
    ]);
    expect((await summaries()).map((job) => job.id)).toEqual([`weekly-summary.${userId}.2026-W23`]);
    const keys = await service.query<{ kind: string; period: string }>(
      'SELECT kind, period FROM scheduled_emails WHERE user_id = $1 ORDER BY kind',
      [userId],
    );
    expect(keys).toEqual([
      { kind: 'last-day-reminder', period: '2026-06-01' },
      { kind: 'weekly-summary', period: '2026-W23' },
    ]);
  });

  it('sends nothing new when a batch job runs again', async () => {
    const userId = await aUserDueBoth();
    await service.app.get(MorningTick).run(new Date(NOW));
    const [batch] = await pendingBatches();
    const run = () => service.app.get(MorningBatch).run(batch!.data);
    expect(await run()).toEqual({ users: 1, planned: 2, enqueued: 2 });
    expect(await run()).toEqual({ users: 1, planned: 2, enqueued: 0 });
    expect(
      (await service.queue.getJobs(['waiting'])).filter((j) => j.data.userId === userId),
    ).toHaveLength(2);
  });

  it('keeps nothing of a batch that failed, so its retry sends everything once', async () => {
    const userId = await aUserDueBoth();
    await service.app.get(MorningTick).run(new Date(NOW));
    const [batch] = await pendingBatches();
    directory.travel.failNext(1);
    await expect(service.app.get(MorningBatch).run(batch!.data)).rejects.toThrow(
      'The travel database is restarting.',
    );
    expect(
      await service.query('SELECT 1 FROM scheduled_emails WHERE user_id = $1', [userId]),
    ).toEqual([]);
    expect(await service.app.get(MorningBatch).run(batch!.data)).toMatchObject({ enqueued: 2 });
    expect(await reminders()).toHaveLength(1);
    expect(await summaries()).toHaveLength(1);
  });
});

describe('the other travellers of an account (ADR 0034 part 5)', () => {
  const MONDAY = '2026-06-01';
  const NOW = '2026-06-01T08:00:00.000Z'; // Monday 08:00 UTC

  it('gives each traveller inside the area their own last-day reminder, naming another traveller, once per traveller and day', async () => {
    const user = directory.users.add({ timezone: 'UTC', weekly_summaries: false });
    const sam = directory.travel.addTraveller(user.id, 'Sam');
    const kim = directory.travel.addTraveller(user.id, 'Kim');
    ongoingVisitEndingIn(user.id, MONDAY, 7);
    const samsEntry = ongoingVisitEndingIn(user.id, MONDAY, 3, sam);
    directory.travel.addVisit(user.id, '2026-03-01', '2026-03-10', null, kim); // outside today

    await morningAt(NOW);
    await morningAt('2026-06-01T08:45:00.000Z'); // a later tick of the hour sends nothing new
    const sent = (await reminders()).sort(
      (a, b) => a.data.daysUntilLastDay - b.data.daysUntilLastDay,
    );
    expect(sent.map((job) => job.id)).toEqual([
      `last-day-reminder.${user.id}.${sam}.${MONDAY}`,
      `last-day-reminder.${user.id}.${MONDAY}`,
    ]);
    expect(sent[0]!.data).toEqual({
      reason: 'last-day',
      userId: user.id,
      to: user.email,
      displayName: user.display_name,
      language: null,
      traveller: { id: sam, name: 'Sam' },
      asOf: MONDAY,
      daysUsed: 87,
      daysRemaining: 3,
      level: 'danger',
      entryDate: samsEntry,
      lastDayToStay: addDays(MONDAY, 3),
      daysUntilLastDay: 3,
    });
    expect(sent[1]!.data).not.toHaveProperty('traveller');
    const keys = await service.query<{ traveller_id: string | null; kind: string }>(
      'SELECT traveller_id, kind FROM scheduled_emails WHERE user_id = $1 ORDER BY traveller_id',
      [user.id],
    );
    expect(keys).toEqual([
      { traveller_id: sam, kind: 'last-day-reminder' },
      { traveller_id: null, kind: 'last-day-reminder' },
    ]);
  });

  it('sends no last-day reminder about a traveller whose own reminders are off, and still lists them weekly', async () => {
    const user = directory.users.add({ timezone: 'UTC' });
    const sam = directory.travel.addTraveller(user.id, 'Sam', { emailReminders: false });
    ongoingVisitEndingIn(user.id, MONDAY, 7);
    ongoingVisitEndingIn(user.id, MONDAY, 3, sam);
    await morningAt(NOW);
    expect((await reminders()).map((job) => job.id)).toEqual([
      `last-day-reminder.${user.id}.${MONDAY}`,
    ]);
    const [summary] = await summaries();
    expect(summary?.data.otherTravellers?.map((traveller) => traveller.name)).toEqual(['Sam']);
  });

  it("lists each other traveller's figures in the account's one weekly summary", async () => {
    const user = directory.users.add({ timezone: 'UTC', email_reminders: false });
    const sam = directory.travel.addTraveller(user.id, 'Sam');
    const kim = directory.travel.addTraveller(user.id, 'Kim');
    directory.travel.addVisit(user.id, '2026-05-01', '2026-05-10', 'Spain');
    ongoingVisitEndingIn(user.id, MONDAY, 3, sam);

    await morningAt(NOW);
    const [summary, ...more] = await summaries();
    expect(more).toEqual([]);
    expect(summary?.id).toBe(`weekly-summary.${user.id}.2026-W23`);
    expect(summary?.data).toMatchObject({
      daysUsed: 10,
      isInsideSchengen: false,
      otherTravellers: [
        {
          id: sam,
          name: 'Sam',
          daysUsed: 87,
          daysRemaining: 3,
          level: 'danger',
          isInsideSchengen: true,
          lastDayToStay: addDays(MONDAY, 3),
        },
        {
          id: kim,
          name: 'Kim',
          daysUsed: 0,
          daysRemaining: 90,
          level: 'safe',
          isInsideSchengen: false,
          lastDayToStay: null,
        },
      ],
    });
    expect(await reminders()).toEqual([]); // e-mail reminders are off for the whole account
  });

  it("stores each traveller's level as of the morning, so that a later rise of theirs is noticed", async () => {
    const user = directory.users.add({ timezone: 'UTC' });
    const sam = directory.travel.addTraveller(user.id, 'Sam');
    ongoingVisitEndingIn(user.id, MONDAY, 3, sam);
    await morningAt(NOW);
    const levels = await service.query<{ traveller_id: string | null; level: string }>(
      'SELECT traveller_id, level FROM compliance_levels WHERE user_id = $1',
      [user.id],
    );
    // The holder is safe and had no row: none is made for them.
    expect(levels).toEqual([{ traveller_id: sam, level: 'danger' }]);
  });
});

describe('fan-out', () => {
  it('splits 450 users of the morning zones into batches of 200, 200 and 50, by id', async () => {
    const ids = Array.from(
      { length: 450 },
      () => directory.users.add({ timezone: 'Europe/Paris' }).id,
    );
    directory.users.add({ timezone: 'Asia/Tokyo' }); // not in its morning at 06:00 UTC
    directory.users.add({
      timezone: 'Europe/Paris',
      email_reminders: false,
      weekly_summaries: false,
    });

    // Tuesday 08:00 in Paris (CEST): only users with reminders on are fetched.
    const result = await service.app.get(MorningTick).run(new Date('2026-06-02T06:00:00.000Z'));
    expect(result).toEqual({ timeZones: ['Europe/Paris'], batches: 3, recipients: 450 });
    const batches = await pendingBatches();
    expect(batches.map((job) => job.name)).toEqual(Array(3).fill(EmailScheduleJobs.MorningBatch));
    expect(batches.map((job) => job.data.recipients.length)).toEqual([200, 200, 50]);
    expect(batches.flatMap((job) => job.data.recipients.map((r) => r.id))).toEqual([...ids].sort());
    expect(batches.every((job) => job.data.now === '2026-06-02T06:00:00.000Z')).toBe(true);
    expect(batches.map((job) => job.id)).toEqual(
      batches.map((job) => `morning-batch.20260602T060000000Z.${job.data.recipients[0]!.id}`),
    );

    // Each batch asks travel once for its own users.
    await runBatches();
    expect(directory.travel.calls.map((call) => call.length).sort()).toEqual([200, 200, 50].sort());
  });
});

describe('levels that fall with time', () => {
  it('are stored by the morning batch, so that a later rise is noticed', async () => {
    const user = directory.users.add({ timezone: 'UTC' });
    // Settled in danger in January; no record in the window since: safe again by June.
    await service.query(
      `INSERT INTO compliance_levels (user_id, level, days_used, observed_at)
       VALUES ($1, 'danger', 86, '2026-01-20T10:00:00Z')`,
      [user.id],
    );
    await morningAt('2026-06-02T08:00:00.000Z');
    const [row] = await service.query<{ level: string }>(
      'SELECT level FROM compliance_levels WHERE user_id = $1',
      [user.id],
    );
    expect(row?.level).toBe('safe');

    // 1 March to 11 May 2026: 72 days, warning on the service's today (2 June).
    directory.travel.setVisits(user.id, [['2026-03-01', '2026-05-11']]);
    const rise = anEntryEvent(ENTRY_CREATED_TOPIC, { userId: user.id, daysUsed: 72 });
    await service.consumer.consume(delivered(rise));
    await service.settled(user.id);
    expect((await service.levelEmailsOf(user.id)).map((job) => job.data)).toEqual([
      expect.objectContaining({ level: 'warning', previousLevel: 'safe', daysUsed: 72 }),
    ]);
  });
});

describe('the job scheduler', () => {
  it('is upserted at start-up and its ticks run through the worker with the clock', async () => {
    const monday = new Date('2026-06-01T08:20:00.000Z');
    const scheduled = await startNotificationService(directory.env, {
      runSchedules: true,
      clock: () => monday,
    });
    try {
      expect(await scheduled.scheduleQueue.getJobScheduler('morning-emails')).toMatchObject({
        pattern: '*/15 * * * *',
        tz: 'UTC',
        name: EmailScheduleJobs.MorningTick,
      });
      const user = directory.users.add({ timezone: 'UTC' });
      await scheduled.scheduleQueue.add(EmailScheduleJobs.MorningTick, {});
      const summary = await scheduled.jobAppears(`weekly-summary.${user.id}.2026-W23`);
      expect(summary.data).toMatchObject({ userId: user.id, asOf: '2026-06-01' });
    } finally {
      await scheduled.close();
    }
  });
});
