/**
 * The fault suite (issue #10). The whole product (every service, worker and the gateway as its
 * own process, built as `npm start` runs them) on a private Postgres, Redis and mail catcher of
 * its own; users drive it through the gateway's HTTP API while faults hit it: Redis killed and
 * restarted, Postgres restarted, the outbox relay's process killed mid-batch, each worker killed
 * mid-job, SMTP down. Afterwards every committed change and event is accounted for from the stores
 * themselves (support/ledger.ts), every e-mail was sent exactly once (the mail catcher's inbox),
 * and while a dependency was down the API answered clear 503s, not hangs (a request unanswered
 * after HANG_DETECTION_MS is aborted and fails the test; the latencies are printed as figures).
 * Last, every process stops on SIGTERM by draining and exiting 0.
 *
 * Run: node scripts/build.mjs --server-only && jest --selectProjects fault-suite (README.md).
 * FAULT_OUTAGE_MS (default 5000) is how long Redis and Postgres stay down; FAULT_SMTP_OUTAGE_MS
 * (default 60000, the minute) how long SMTP does; FAULT_LOG_LINES (default 25) how many
 * of each process's last log lines a failure shows.
 */
import { createHash } from 'node:crypto';

import {
  EMAIL_QUEUE,
  PASSWORD_RESET_REQUESTED_TOPIC,
  PDF_RENDER_QUEUE,
  pdfFileKey,
  USERNAME_REMINDER_REQUESTED_TOPIC,
} from '@app/contracts';

import { describe as describeExchange, type Exchange, type SignedInUser } from './support/api';
import { FaultLab } from './support/fault-lab';
import { type Accounting, summarise } from './support/ledger';
import { outageFigures, percentileOf, unclearAnswers } from './support/outage';
import { descendants, signalAll } from './support/process-tree';
import { VisitTraffic } from './support/traffic';
import { sleep, until } from './support/wait';

const OUTAGE_MS = Number(process.env['FAULT_OUTAGE_MS'] || 5_000);
const SMTP_OUTAGE_MS = Number(process.env['FAULT_SMTP_OUTAGE_MS'] || 60_000);
/** The domain of the product's From address, the right-hand side of each Message-ID. */
const MAIL_DOMAIN = 'schengen-tracker.example';
/** The relay's single-leader lock (OutboxRelay of @app/event-bus: namespace 'outb', schema). */
const RELAY_LOCK = `pg_advisory_lock(1869968482, hashtext('travel'))`;
const RELAY_UNLOCK = `pg_advisory_unlock(1869968482, hashtext('travel'))`;

let lab: FaultLab;
/** What each test observed, printed at the end of the run. */
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  lab = await FaultLab.open();
}, 180_000);

afterAll(async () => {
  console.log(`Fault suite figures:\n${JSON.stringify(figures, null, 2)}`);
  await lab?.close();
}, 60_000);

/** On failure, the product's newest log lines help more than a bare assertion. */
async function withLogs(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error)
      error.message += `\n\nProduct logs:\n${lab.stack.logs(Number(process.env['FAULT_LOG_LINES'] || 25))}`;
    throw error;
  }
}

/** The Message-ID the e-mail worker gives the e-mail of job `jobId` (derived, so re-sends match). */
function messageIdOf(jobId: string): string {
  const digest = createHash('sha256').update(jobId, 'utf8').digest('hex').slice(0, 40);
  return `<email.${digest}@${MAIL_DOMAIN}>`;
}

/** One line per exchange (method, path, status, time, error code and message), for messages. */
function described(exchanges: readonly Exchange[]): string[] {
  return exchanges.map((exchange) => describeExchange(exchange));
}

/** Travel events committed and not yet marked as relayed. */
async function unpublishedTravelEvents(): Promise<number> {
  const { rows } = await lab.pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM travel.outbox WHERE published_at IS NULL',
  );
  return rows[0]?.count ?? 0;
}

/** Asserts the whole account: nothing pending, nothing lost, nothing applied twice. */
async function expectEverythingAccountedFor(
  acknowledged: Array<{ entryId: string; exitId: string }>,
): Promise<Accounting> {
  const ids = acknowledged.flatMap((visit) => [visit.entryId, visit.exitId]);
  const stored = await lab.ledger.storedEntries(ids);
  expect(ids.filter((id) => !stored.has(id))).toEqual([]);
  const account = await lab.ledger.settled(45_000);
  expect(account).toMatchObject({ unpublished: 0, notInStream: 0, deadLetters: 0 });
  for (const consumer of account.consumers) {
    expect({ group: consumer.group, missing: consumer.missing, pending: consumer.pending }).toEqual(
      { group: consumer.group, missing: [], pending: 0 },
    );
  }
  expect(account.consumers.map((c) => c.group)).toEqual(
    expect.arrayContaining(['notification', 'reporting']),
  );
  expect(await lab.ledger.readModelMismatches()).toEqual([]);
  const { rows: twice } = await lab.pool.query(
    `SELECT user_id, entry_type, entry_date FROM travel.travel_entries
      GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  );
  expect(twice).toEqual([]);
  return account;
}

/** Runs visit traffic around `fault`, which returns when the dependency is back. */
async function underLoad(
  users: readonly SignedInUser[],
  fault: (traffic: VisitTraffic) => Promise<{ downAt: number; upAt: number }>,
): Promise<{ traffic: VisitTraffic; downAt: number; upAt: number }> {
  const traffic = new VisitTraffic(lab.api, users);
  traffic.start();
  try {
    await until(
      'visits to be recorded',
      () => traffic.acknowledged.length >= 20 || undefined,
      30_000,
    );
    const { downAt, upAt } = await fault(traffic);
    // Recovery without restarting any service: visits are acknowledged again.
    await until(
      'visits to be acknowledged again after the restart',
      () =>
        traffic.exchanges.filter((e) => e.startedAt >= upAt && e.status === 201).length >= 8 ||
        undefined,
      30_000,
    );
    return { traffic, downAt, upAt };
  } finally {
    await traffic.stop();
  }
}

/** Keeps a dependency down until it was seen to fail requests, for at least OUTAGE_MS. */
async function holdOutage(traffic: VisitTraffic, downAt: number): Promise<void> {
  await until(
    'the API to answer 503 while the dependency is down',
    () =>
      traffic.startedBetween(downAt, Date.now()).filter((e) => e.status === 503).length >= 4 ||
      undefined,
    20_000,
    25,
  );
  const left = downAt + OUTAGE_MS - Date.now();
  if (left > 0) await sleep(left);
}

describe('the whole product under faults', () => {
  it('Redis killed (-9) and restarted under load: clear 503s (no hangs) meanwhile, then every acknowledged visit stored and every event relayed and consumed once', async () => {
    await withLogs(async () => {
      const users = await lab.signUp(4, 'redis');
      const { traffic, downAt, upAt } = await underLoad(users, async (load) => {
        const downAt = Date.now();
        await lab.redis.kill('SIGKILL');
        await holdOutage(load, downAt);
        await lab.redis.start();
        return { downAt, upAt: Date.now() };
      });

      const outage = outageFigures(traffic.exchanges, downAt, upAt);
      expect(described(unclearAnswers(traffic.exchanges))).toEqual([]);
      expect(outage.byStatus['503']).toBeGreaterThan(0);
      const account = await expectEverythingAccountedFor(traffic.acknowledged);
      figures['redis restart'] = {
        ...outage,
        visitsAcknowledged: traffic.acknowledged.length,
        account: summarise(account),
      };
    });
  }, 120_000);

  it('Postgres stopped and started under load: clear 503s (no hangs) meanwhile, recovery without restarting a service, every acknowledged visit and event accounted for', async () => {
    await withLogs(async () => {
      const users = await lab.signUp(4, 'pg');
      const { traffic, downAt, upAt } = await underLoad(users, async (load) => {
        const downAt = Date.now();
        await lab.postgres.stop();
        await holdOutage(load, downAt);
        await lab.postgres.start();
        return { downAt, upAt: Date.now() };
      });

      const outage = outageFigures(traffic.exchanges, downAt, upAt);
      expect(described(unclearAnswers(traffic.exchanges))).toEqual([]);
      expect(outage.byStatus['503']).toBeGreaterThan(0);
      await until(
        'the gateway to report every service ready again',
        () => lab.stack.ready(),
        30_000,
      );
      const account = await expectEverythingAccountedFor(traffic.acknowledged);
      figures['postgres restart'] = {
        ...outage,
        visitsAcknowledged: traffic.acknowledged.length,
        account: summarise(account),
      };
    });
  }, 120_000);

  it('the outbox relay process (travel) killed with SIGKILL right after writes commit, and again mid-batch: every committed event is delivered exactly once downstream', async () => {
    await withLogs(async () => {
      const users = await lab.signUp(4, 'relay');

      // 1. Under load, SIGKILL travel (which runs the travel outbox relay) the moment a write has
      //    committed: the API acknowledged it, the relay (polling every 200 ms) may not have run.
      const traffic = new VisitTraffic(lab.api, users);
      traffic.start();
      let unrelayedAtFirstKill: number;
      const relayLock = await lab.pool.connect();
      try {
        await until(
          'visits to be recorded',
          () => traffic.acknowledged.length >= 20 || undefined,
          30_000,
        );
        const seen = traffic.acknowledged.length;
        await until(
          'a write to commit',
          () => traffic.acknowledged.length > seen || undefined,
          10_000,
          2,
        );
        await lab.stack.kill('travel', 'SIGKILL');
        unrelayedAtFirstKill = await unpublishedTravelEvents();
        await until(
          'the API to answer 503 while travel is down',
          () => traffic.exchanges.filter((e) => e.status === 503).length >= 4 || undefined,
          20_000,
          25,
        );
        // 2. Another relay holds the lock now (this session), so the restarted relay stands by.
        await relayLock.query(`SELECT ${RELAY_LOCK}`);
        await lab.stack.startProcess('travel');
        const upAt = Date.now();
        await until(
          'visits to be acknowledged again',
          () =>
            traffic.startedBetween(upAt, Infinity).filter((e) => e.status === 201).length >= 4 ||
            undefined,
          30_000,
        );
      } finally {
        await traffic.stop();
      }
      expect(described(unclearAnswers(traffic.exchanges))).toEqual([]);

      // 3. A burst of writes commits while the relay stands by: every event of it is unrelayed.
      const before = await lab.ledger.streamOccurrences();
      const burst = await Promise.all(
        users.flatMap((user, u) =>
          Array.from({ length: 15 }, (_, i) =>
            lab.api.recordVisit(user, `2009-0${u + 1}-${String(i + 1).padStart(2, '0')}`),
          ),
        ),
      );
      expect(described(burst.filter((visit) => visit.status !== 201))).toEqual([]);
      const unrelayed = (await lab.ledger.committedEvents()).filter((e) => !e.published);
      expect(unrelayed.length).toBeGreaterThanOrEqual(burst.length * 2);

      // 4. The relay takes its lock and publishes its first batch but cannot mark it sent (this
      //    SHARE lock holds back the UPDATE): SIGKILL travel right then.
      const tableLock = await lab.pool.connect();
      let published: string[];
      try {
        await tableLock.query('BEGIN');
        await tableLock.query('LOCK TABLE travel.outbox IN SHARE MODE');
        await relayLock.query(`SELECT ${RELAY_UNLOCK}`);
        published = await until(
          'the relay to publish a batch',
          async () => {
            const now = await lab.ledger.streamOccurrences();
            const fresh = unrelayed.map((e) => e.id).filter((id) => now.has(id) && !before.has(id));
            return fresh.length > 0 ? fresh : undefined;
          },
          15_000,
          25,
        );
        await lab.stack.kill('travel', 'SIGKILL');
      } finally {
        await tableLock.query('ROLLBACK').catch(() => undefined);
        tableLock.release();
        relayLock.release(true);
      }
      await lab.stack.startProcess('travel');

      // Every committed event: relayed (the published-but-unmarked batch twice), and processed
      // exactly once by each consumer group; the read model counts every record once.
      const account = await expectEverythingAccountedFor([
        ...traffic.acknowledged,
        ...burst.map((visit) => {
          const body = visit.body as { entry: { id: string }; exit: { id: string } };
          return { entryId: body.entry.id, exitId: body.exit.id };
        }),
      ]);
      const occurrences = await lab.ledger.streamOccurrences();
      expect(unrelayed.filter((e) => !occurrences.has(e.id))).toEqual([]);
      expect(published.filter((id) => (occurrences.get(id) ?? 0) < 2)).toEqual([]);
      figures['relay kill'] = {
        unrelayedAtFirstKill,
        ...outageFigures(
          traffic.exchanges,
          Math.min(...traffic.exchanges.filter((e) => e.status === 503).map((e) => e.startedAt)),
          Math.max(...traffic.exchanges.filter((e) => e.status === 503).map((e) => e.endedAt)) + 1,
        ),
        burstEventsUnrelayed: unrelayed.length,
        publishedButUnmarkedAtSecondKill: published.length,
        account: summarise(account),
      };
    });
  }, 150_000);

  it('the e-mail worker killed (SIGKILL) in the middle of sending a password-reset e-mail: another worker takes the job over, exactly one e-mail goes out and its link works', async () => {
    await withLogs(async () => {
      const [user] = await lab.signUp(1, 'mailkill');
      // The mail server accepts connections but never answers (SIGSTOP): the send hangs mid-job.
      lab.mail.freeze();
      let jobId: string;
      try {
        const asked = await lab.api.call('POST', '/api/forgot-password', {
          body: { email: user!.email },
        });
        expect(asked.status).toBe(200);
        jobId = `event.${await lab.eventAbout('auth', PASSWORD_RESET_REQUESTED_TOPIC, user!.id)}`;
        await lab.jobIn(EMAIL_QUEUE, jobId, 'active', 20_000);
        await lab.stack.kill('notification-worker', 'SIGKILL');
      } finally {
        lab.mail.thaw();
      }
      await lab.stack.startProcess('notification-worker');

      const job = await lab.jobIn(EMAIL_QUEUE, jobId, 'completed', 30_000);
      expect(job.returnvalue).toMatchObject({ status: 'sent' });
      expect(job.stalledCounter).toBe(1);
      const mails = await until(
        'the e-mail in the inbox',
        async () =>
          (await lab.mail.messagesTo(user!.email)).length > 0
            ? lab.mail.messagesTo(user!.email)
            : undefined,
        10_000,
      );
      expect(mails.map((mail) => mail.messageId)).toEqual([messageIdOf(jobId)]);
      // The one e-mail's link resets the password, and the new password signs in.
      const token = /token=([A-Za-z0-9_-]+)/.exec(await lab.mail.textOf(mails[0]!.id))?.[1];
      expect(token).toBeDefined();
      const newPassword = 'Another-Harbour-Lantern-43';
      const reset = await lab.api.call('POST', '/api/reset-password', {
        body: { token, newPassword },
      });
      expect(describeExchange(reset)).toMatch(/→ 200 /);
      const signIn = await lab.api.call('POST', '/api/login', {
        body: { username: user!.username, password: newPassword },
      });
      expect(signIn.status).toBe(200);
      figures['e-mail worker kill'] = {
        jobId,
        attemptsMade: job.attemptsMade,
        stalledCounter: job.stalledCounter,
        emailsToRecipient: mails.length,
      };
    });
  }, 90_000);

  it('the PDF worker killed (SIGKILL) in the middle of rendering: the job is taken over, exactly one PDF is stored and the gateway serves it', async () => {
    await withLogs(async () => {
      const [user] = await lab.signUp(1, 'pdfkill');
      // One after another: this test is about the worker, not about concurrent writes (twelve at
      // once on a busy 2-core machine can outlast the gateway's RPC timeout).
      const visits = [];
      for (let i = 0; i < 12; i += 1) {
        visits.push(await lab.api.recordVisit(user!, `2016-03-${String(i + 1).padStart(2, '0')}`));
      }
      expect(visits.map((visit) => visit.status)).toEqual(visits.map(() => 201));
      // The worker's browser is suspended: the render hangs mid-job until the worker dies.
      const browser = descendants(lab.stack.process('reporting-worker').pid ?? 0);
      expect(browser.length).toBeGreaterThan(0);
      signalAll(browser, 'SIGSTOP');
      let jobId: string;
      try {
        const requested = await lab.api.call<{ jobId: string }>('POST', '/api/reports/travel-pdf', {
          cookie: user!.cookie,
        });
        expect(describeExchange(requested)).toMatch(/→ 202 /);
        jobId = (requested.body as { jobId: string }).jobId;
        await lab.jobIn(PDF_RENDER_QUEUE, jobId, 'active', 20_000);
        await lab.stack.kill('reporting-worker', 'SIGKILL');
      } finally {
        // The killed worker's browser processes are orphans now: end them.
        signalAll(browser, 'SIGKILL');
      }
      await lab.stack.startProcess('reporting-worker');

      const job = await lab.jobIn(PDF_RENDER_QUEUE, jobId, 'completed', 30_000);
      expect(job.returnvalue).toMatchObject({ status: 'rendered' });
      expect(job.stalledCounter).toBe(1);
      const pdf = await until(
        'the PDF from the gateway',
        async () => {
          const answer = await lab.api.call('GET', `/api/reports/travel-pdf/${jobId}`, {
            cookie: user!.cookie,
          });
          return answer.status === 200 ? answer : undefined;
        },
        15_000,
      );
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.text.startsWith('%PDF')).toBe(true);
      expect(await lab.redisClient.keys(`reporting:pdf:${user!.id}:*`)).toEqual([
        pdfFileKey('', user!.id, jobId),
      ]);
      figures['PDF worker kill'] = {
        jobId,
        attemptsMade: job.attemptsMade,
        stalledCounter: job.stalledCounter,
        storedFiles: 1,
        browserProcessesKilled: browser.length,
      };
    });
  }, 90_000);

  it(
    `SMTP stopped for ${SMTP_OUTAGE_MS / 1000} s: the recovery e-mails asked for meanwhile are answered (no hang) and each delivered exactly once when it is back`,
    async () => {
      await withLogs(async () => {
        const users = await lab.signUp(4, 'smtp');
        const asks: Exchange[] = [];
        await lab.mail.stop();
        const downAt = Date.now();
        let upAt: number;
        try {
          // Asked for at the start of the outage, then at each quarter of it.
          for (const [i, user] of users.entries()) {
            const due = downAt + (i * SMTP_OUTAGE_MS) / users.length;
            if (due > Date.now()) await sleep(due - Date.now());
            const path = i % 2 === 0 ? '/api/forgot-password' : '/api/forgot-username';
            asks.push(await lab.api.call('POST', path, { body: { email: user.email } }));
          }
          const first = `event.${await lab.eventAbout('auth', PASSWORD_RESET_REQUESTED_TOPIC, users[0]!.id)}`;
          await until(
            'a send to fail while SMTP is down',
            async () =>
              ((await lab.queue(EMAIL_QUEUE).getJob(first))?.attemptsMade ?? 0) > 0 || undefined,
            15_000,
          );
          const left = downAt + SMTP_OUTAGE_MS - Date.now();
          if (left > 0) await sleep(left);
        } finally {
          await lab.mail.start();
          upAt = Date.now();
        }
        // Each answered (a hang would be an aborted exchange, status 0); the times are figures.
        expect(asks.map((ask) => ask.status)).toEqual(asks.map(() => 200));

        const jobs = await Promise.all(
          users.map(async (user, i) => {
            const topic =
              i % 2 === 0 ? PASSWORD_RESET_REQUESTED_TOPIC : USERNAME_REMINDER_REQUESTED_TOPIC;
            const jobId = `event.${await lab.eventAbout('auth', topic, user.id)}`;
            return lab.jobIn(EMAIL_QUEUE, jobId, 'completed', SMTP_OUTAGE_MS + 90_000);
          }),
        );
        const inbox = await lab.mail.inbox();
        for (const [i, user] of users.entries()) {
          const received = inbox.filter((mail) => mail.to.some((to) => to.address === user.email));
          expect(received.map((mail) => mail.messageId)).toEqual([messageIdOf(jobs[i]!.id!)]);
        }
        expect(jobs.every((job) => job.returnvalue?.status === 'sent')).toBe(true);
        expect(jobs[0]!.attemptsMade).toBeGreaterThan(1);
        figures['SMTP outage'] = {
          outageMs: upAt - downAt,
          requests: asks.length,
          answerMs: asks.map((ask) => ask.ms),
          p50AnswerMs: percentileOf(
            asks.map((ask) => ask.ms),
            50,
          ),
          maxAnswerMs: Math.max(...asks.map((ask) => ask.ms)),
          attemptsPerEmail: jobs.map((job) => job.attemptsMade),
          lastDeliveredAfterBackMs: Math.max(...jobs.map((job) => (job.finishedOn ?? 0) - upAt)),
          emailsPerRecipient: users.map(
            (u) => inbox.filter((m) => m.to.some((t) => t.address === u.email)).length,
          ),
        };
      });
    },
    SMTP_OUTAGE_MS + 150_000,
  );

  it('stops every process on SIGTERM after all that: each drains and exits 0 by itself', async () => {
    await withLogs(async () => {
      const stops = await lab.stack.stop();
      const clean = { code: 0, signal: null };
      expect(Object.fromEntries(stops.map(({ name, exit }) => [name, exit]))).toEqual({
        auth: clean,
        notification: clean,
        'notification-worker': clean,
        travel: clean,
        billing: clean,
        reporting: clean,
        'reporting-worker': clean,
        gateway: clean,
      });
    });
  }, 60_000);
});
