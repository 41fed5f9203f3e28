import { randomUUID } from 'node:crypto';

import { Client, Pool } from 'pg';

import { createTestDatabase, type TestDatabase } from '@app/testing';

import {
  IdempotentConsumer,
  processedEventsTableSql,
  runOnce,
  runOnceAll,
  runOnceEach,
  runCheckedOnceEach,
} from './processed-events';

const SCHEMA = 'consumer_test';

let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new Pool({ connectionString: db.url, max: 4 });
  // As the services do: an idle connection that the server closes is dropped from the pool (the
  // next query opens a new one), instead of an unhandled 'error' event failing the whole file.
  pool.on('error', (error) => console.warn(`idle Postgres connection closed: ${error.message}`));
  await pool.query(`CREATE SCHEMA ${SCHEMA}`);
  await pool.query(processedEventsTableSql(SCHEMA));
  await pool.query(`CREATE TABLE ${SCHEMA}.effects (event_id uuid NOT NULL, note text NOT NULL)`);
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

async function effectsOf(eventId: string): Promise<string[]> {
  const { rows } = await pool.query<{ note: string }>(
    `SELECT note FROM ${SCHEMA}.effects WHERE event_id = $1`,
    [eventId],
  );
  return rows.map((row) => row.note);
}

function recordEffect(eventId: string, note: string) {
  return async (client: { query: Pool['query'] }): Promise<void> => {
    await client.query(`INSERT INTO ${SCHEMA}.effects (event_id, note) VALUES ($1, $2)`, [
      eventId,
      note,
    ]);
  };
}

async function waitFor(condition: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('runOnce', () => {
  it('runs the effect for a new event and skips it when the event comes again', async () => {
    const eventId = randomUUID();

    const first = await runOnce(
      pool,
      SCHEMA,
      'welcome-email',
      eventId,
      recordEffect(eventId, 'first'),
    );
    const again = await runOnce(
      pool,
      SCHEMA,
      'welcome-email',
      eventId,
      recordEffect(eventId, 'again'),
    );

    expect([first, again]).toEqual([true, false]);
    expect(await effectsOf(eventId)).toEqual(['first']);
  });

  it('forgets an event whose effect failed, so that its redelivery runs the effect', async () => {
    const eventId = randomUUID();
    const failing = async (): Promise<void> => {
      await recordEffect(eventId, 'rolled back')(pool);
      throw new Error('SMTP down (expected by the test)');
    };

    await expect(runOnce(pool, SCHEMA, 'welcome-email', eventId, failing)).rejects.toThrow(/SMTP/);
    const retried = await runOnce(
      pool,
      SCHEMA,
      'welcome-email',
      eventId,
      recordEffect(eventId, 'retried'),
    );

    expect(retried).toBe(true);
    expect(await effectsOf(eventId)).toEqual(['rolled back', 'retried']);
  });

  it('rolls the effect back with the record when the effect writes through its client', async () => {
    const eventId = randomUUID();
    const failing = async (client: { query: Pool['query'] }): Promise<void> => {
      await recordEffect(eventId, 'never committed')(client);
      throw new Error('later step failed (expected by the test)');
    };

    await expect(runOnce(pool, SCHEMA, 'audit', eventId, failing)).rejects.toThrow(/later step/);

    expect(await effectsOf(eventId)).toEqual([]);
  });

  it('keeps a separate record per consumer', async () => {
    const eventId = randomUUID();
    const email = new IdempotentConsumer(pool, SCHEMA, 'welcome-email');
    const audit = new IdempotentConsumer(pool, SCHEMA, 'audit');

    const results = [
      await email.runOnce(eventId, recordEffect(eventId, 'email')),
      await audit.runOnce(eventId, recordEffect(eventId, 'audit')),
      await email.runOnce(eventId, recordEffect(eventId, 'email again')),
    ];

    expect(results).toEqual([true, true, false]);
    expect((await effectsOf(eventId)).sort()).toEqual(['audit', 'email']);
  });

  it('lets a concurrent second delivery wait for the first and then skip', async () => {
    const eventId = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isFirstInside = false;
    const first = runOnce(pool, SCHEMA, 'welcome-email', eventId, async (client) => {
      isFirstInside = true;
      await held;
      await recordEffect(eventId, 'first')(client);
    });
    await waitFor(async () => isFirstInside);
    const second = runOnce(pool, SCHEMA, 'welcome-email', eventId, recordEffect(eventId, 'second'));
    // The second INSERT waits on the first one's uncommitted row.
    await waitFor(async () => {
      const { rows } = await pool.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return rows[0]!.waiting > 0;
    });
    release();

    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(await effectsOf(eventId)).toEqual(['first']);
  });

  it('works on a client of the caller', async () => {
    const eventId = randomUUID();
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      expect(await runOnce(client, SCHEMA, 'audit', eventId, recordEffect(eventId, 'a'))).toBe(
        true,
      );
      expect(await runOnce(client, SCHEMA, 'audit', eventId, recordEffect(eventId, 'b'))).toBe(
        false,
      );
    } finally {
      await client.end();
    }
  });
});

describe('runOnceEach', () => {
  it('records a batch in one transaction and runs each new effect once, in order', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const order: string[] = [];
    const effect = (id: string, note: string) => async (client: { query: Pool['query'] }) => {
      order.push(note);
      await recordEffect(id, note)(client);
    };
    await runOnce(pool, SCHEMA, 'batch', a, recordEffect(a, 'before'));

    const ran = await new IdempotentConsumer(pool, SCHEMA, 'batch').runOnceEach([
      { eventId: a, effect: effect(a, 'a again') },
      { eventId: b, effect: effect(b, 'b') },
      { eventId: c, effect: effect(c, 'c') },
      { eventId: b, effect: effect(b, 'b twice') },
    ]);

    expect(ran).toEqual([false, true, true, false]);
    expect(order).toEqual(['b', 'c']);
    expect(await effectsOf(a)).toEqual(['before']);
    expect(await effectsOf(b)).toEqual(['b']);
    // Recorded: a later delivery, alone or in a batch, has no effect.
    expect(await runOnce(pool, SCHEMA, 'batch', c, recordEffect(c, 'c again'))).toBe(false);
    expect(
      await runOnceEach(pool, SCHEMA, 'batch', [{ eventId: b, effect: effect(b, 'x') }]),
    ).toEqual([false]);
    expect(await effectsOf(c)).toEqual(['c']);
  });

  it('keeps nothing of the batch when one effect fails, so that each can run again', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await expect(
      runOnceEach(pool, SCHEMA, 'batch', [
        { eventId: a, effect: recordEffect(a, 'a') },
        {
          eventId: b,
          effect: async () => {
            throw new Error('effect failed');
          },
        },
      ]),
    ).rejects.toThrow('effect failed');
    expect(await effectsOf(a)).toEqual([]);

    expect(await runOnce(pool, SCHEMA, 'batch', a, recordEffect(a, 'a'))).toBe(true);
    expect(await runOnce(pool, SCHEMA, 'batch', b, recordEffect(b, 'b'))).toBe(true);
    expect(await effectsOf(a)).toEqual(['a']);
    expect(await effectsOf(b)).toEqual(['b']);
    // The pool's connections are all usable again.
    const { rows } = await pool.query<{ ok: number }>('SELECT 1 AS ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });
});

describe('runOnceAll', () => {
  it('applies the new events of a batch together, each id once and in order, in its transaction', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await runOnce(pool, SCHEMA, 'all', a, recordEffect(a, 'before'));
    const applied: string[][] = [];
    const events = [a, b, c, b].map((eventId, index) => ({ eventId, note: `n${index}` }));

    const ran = await new IdempotentConsumer(pool, SCHEMA, 'all').runOnceAll(
      events,
      async (client, fresh) => {
        applied.push(fresh.map((event) => event.note));
        for (const event of fresh) await recordEffect(event.eventId, event.note)(client);
      },
    );

    expect(ran).toEqual([false, true, true, false]);
    expect(applied).toEqual([['n1', 'n2']]);
    expect(await effectsOf(b)).toEqual(['n1']);
    expect(await runOnceAll(pool, SCHEMA, 'all', [{ eventId: c }], async () => undefined)).toEqual([
      false,
    ]);
  });

  it('keeps nothing of the batch when applying fails', async () => {
    const a = randomUUID();
    await expect(
      runOnceAll(pool, SCHEMA, 'all', [{ eventId: a }], async (client) => {
        await recordEffect(a, 'half')(client);
        throw new Error('apply failed');
      }),
    ).rejects.toThrow('apply failed');
    expect(await effectsOf(a)).toEqual([]);
    expect(await runOnce(pool, SCHEMA, 'all', a, recordEffect(a, 'a'))).toBe(true);
  });
});

describe('runCheckedOnceEach', () => {
  const effect = (eventId: string) => ({ eventId, effect: async () => undefined });

  it('runs only the checked events, in order, and answers per delivery in its place', async () => {
    const seen: string[][] = [];
    const results = await runCheckedOnceEach(
      ['ignored', effect('a'), 'malformed', effect('b'), effect('c')],
      async (effects) => {
        seen.push(effects.map((item) => item.eventId));
        return [true, false, true];
      },
    );
    expect(seen).toEqual([['a', 'b', 'c']]);
    expect(results).toEqual(['ignored', true, 'malformed', false, true]);
  });

  it('passes a failure of the effects on', async () => {
    await expect(
      runCheckedOnceEach([effect('a')], async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
  });
});
