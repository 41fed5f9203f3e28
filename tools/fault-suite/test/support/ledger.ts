import type { Redis } from 'ioredis';
import type { Pool } from 'pg';

import { until } from './wait';

/** A consumer group on the bus: its name is also its service's schema and its `consumer` id. */
export interface ConsumerAccount {
  group: string;
  /** Events of the topics it subscribes to. */
  expected: number;
  /** Of those, the ones recorded in `<group>.processed_events` (each at most once: primary key). */
  processed: number;
  /** Expected events it never processed. */
  missing: string[];
  /** Delivered but not acknowledged, and not yet delivered, over all its streams. */
  pending: number;
  lag: number;
}

/** Where every committed event stands. */
export interface Accounting {
  /** Rows in every service's outbox (one per committed event). */
  committed: number;
  unpublished: number;
  /** Stream entries written by the relays, and how many of them repeat an event already there. */
  streamEntries: number;
  republished: number;
  /** Committed events that are not in their stream. */
  notInStream: number;
  deadLetters: number;
  consumers: ConsumerAccount[];
}

interface GroupInfo {
  name: string;
  pending: number;
  lag: number;
}

/**
 * Accounts for every committed change and event, straight from the stores: each service's
 * outbox (every event committed with its change), the Redis streams (what the relays published,
 * duplicates included), each consumer group's state, and each consumer's `processed_events`.
 */
export class Ledger {
  constructor(
    private readonly pool: Pool,
    private readonly redis: Redis,
  ) {}

  async account(): Promise<Accounting> {
    const events = await this.committedEvents();
    const byTopic = new Map<string, string[]>();
    for (const event of events)
      byTopic.set(event.topic, [...(byTopic.get(event.topic) ?? []), event.id]);

    let streamEntries = 0;
    let republished = 0;
    let notInStream = 0;
    const expectedByGroup = new Map<string, Set<string>>();
    const groups = new Map<string, { pending: number; lag: number }>();
    for (const [topic, ids] of byTopic) {
      const seen = await this.streamEventIds(topic);
      streamEntries += seen.length;
      republished += seen.length - new Set(seen).size;
      const inStream = new Set(seen);
      notInStream += ids.filter((id) => !inStream.has(id)).length;
      for (const group of await this.groupsOf(topic)) {
        const totals = groups.get(group.name) ?? { pending: 0, lag: 0 };
        groups.set(group.name, {
          pending: totals.pending + group.pending,
          lag: totals.lag + group.lag,
        });
        const expected = expectedByGroup.get(group.name) ?? new Set<string>();
        for (const id of ids) expected.add(id);
        expectedByGroup.set(group.name, expected);
      }
    }

    const consumers: ConsumerAccount[] = [];
    for (const [group, expected] of expectedByGroup) {
      const processed = await this.processedBy(group);
      const missing = [...expected].filter((id) => !processed.has(id));
      consumers.push({
        group,
        expected: expected.size,
        processed: expected.size - missing.length,
        missing,
        pending: groups.get(group)?.pending ?? 0,
        lag: groups.get(group)?.lag ?? 0,
      });
    }
    consumers.sort((a, b) => a.group.localeCompare(b.group));
    return {
      committed: events.length,
      unpublished: events.filter((event) => !event.published).length,
      streamEntries,
      republished,
      notInStream,
      deadLetters: await this.deadLetters(),
      consumers,
    };
  }

  /**
   * Waits until every committed event is published and processed by every consumer group of its
   * topic, with nothing pending, and returns that account (or fails with the last one).
   */
  async settled(timeoutMs: number): Promise<Accounting> {
    let last: Accounting | undefined;
    try {
      return await until(
        'every committed event to be relayed and consumed',
        async () => {
          last = await this.account();
          const done =
            last.unpublished === 0 &&
            last.notInStream === 0 &&
            last.consumers.every((c) => c.missing.length === 0 && c.pending === 0 && c.lag === 0);
          return done ? last : undefined;
        },
        timeoutMs,
        250,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\nlast account: ${summarise(last)}`);
    }
  }

  /** Users whose admin read model (reporting) disagrees with their travel records. */
  async readModelMismatches(): Promise<string[]> {
    const { rows } = await this.pool.query<{ user_id: string; counted: number; stored: number }>(
      `SELECT u.user_id, u.entry_count AS counted,
              (SELECT count(*)::int FROM travel.travel_entries t WHERE t.user_id = u.user_id) AS stored
         FROM reporting.admin_users u
        WHERE u.deleted_at IS NULL`,
    );
    const entries = await this.pool.query<{ entry_id: string }>(
      `SELECT coalesce(t.id, a.entry_id) AS entry_id FROM travel.travel_entries t
        FULL JOIN (SELECT entry_id FROM reporting.admin_entries WHERE NOT deleted) a
          ON a.entry_id = t.id
        WHERE t.id IS NULL OR a.entry_id IS NULL`,
    );
    return [
      ...rows
        .filter((row) => row.counted !== row.stored)
        .map((row) => `user ${row.user_id}: read model ${row.counted}, stored ${row.stored}`),
      ...entries.rows.map(
        (row) => `record ${row.entry_id} is in only one of travel and the read model`,
      ),
    ];
  }

  /** How many times each event id was written to any event stream (more than once: republished). */
  async streamOccurrences(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', 'events:*', 'COUNT', 100);
      for (const key of keys) {
        for (const id of await this.streamEventIds(key.slice('events:'.length))) {
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      cursor = next;
    } while (cursor !== '0');
    return counts;
  }

  /** Which of `ids` are stored travel records. */
  async storedEntries(ids: readonly string[]): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM travel.travel_entries WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Every row of every service's outbox. */
  async committedEvents(): Promise<Array<{ id: string; topic: string; published: boolean }>> {
    const { rows: tables } = await this.pool.query<{ schema: string }>(
      `SELECT table_schema AS schema FROM information_schema.tables
        WHERE table_name = 'outbox' ORDER BY table_schema`,
    );
    const events: Array<{ id: string; topic: string; published: boolean }> = [];
    for (const { schema } of tables) {
      const { rows } = await this.pool.query<{ id: string; topic: string; published: boolean }>(
        `SELECT id, topic, published_at IS NOT NULL AS published FROM "${schema}".outbox`,
      );
      events.push(...rows);
    }
    return events;
  }

  /** The event ids in a topic's stream, in order, one per entry (a republished event repeats). */
  private async streamEventIds(topic: string): Promise<string[]> {
    const entries = (await this.redis.xrange(`events:${topic}`, '-', '+')) as Array<
      [string, string[]]
    >;
    return entries.map(([, fields]) => fields[fields.indexOf('eventId') + 1] ?? '');
  }

  private async groupsOf(topic: string): Promise<GroupInfo[]> {
    const reply = (await this.redis.call('XINFO', 'GROUPS', `events:${topic}`)) as unknown[][];
    return reply.map((flat) => {
      const field = (name: string): unknown => flat[flat.indexOf(name) + 1];
      return {
        name: String(field('name')),
        pending: Number(field('pending')),
        lag: Number(field('lag') ?? 0),
      };
    });
  }

  private async processedBy(group: string): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ event_id: string }>(
      `SELECT event_id FROM "${group}".processed_events WHERE consumer = $1`,
      [group],
    );
    return new Set(rows.map((row) => row.event_id));
  }

  private async deadLetters(): Promise<number> {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', 'events-dead:*', 'COUNT', 100);
      for (const key of keys) count += await this.redis.xlen(key);
      cursor = next;
    } while (cursor !== '0');
    return count;
  }
}

/** One line per figure of an account, for messages and the suite's report. */
export function summarise(account: Accounting | undefined): string {
  if (!account) return '(none)';
  const consumers = account.consumers
    .map(
      (c) =>
        `${c.group} ${c.processed}/${c.expected}` +
        (c.missing.length ? ` missing ${c.missing.slice(0, 3).join(',')}` : '') +
        (c.pending || c.lag ? ` pending ${c.pending} lag ${c.lag}` : ''),
    )
    .join('; ');
  return (
    `committed ${account.committed}, unpublished ${account.unpublished}, ` +
    `stream entries ${account.streamEntries} (republished ${account.republished}), ` +
    `not in stream ${account.notInStream}, dead letters ${account.deadLetters}; ${consumers}`
  );
}
