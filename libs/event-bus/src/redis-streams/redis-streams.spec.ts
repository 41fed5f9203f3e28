import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import { currentRequestId, processMetrics } from '@app/observability';
import { createTestRedis, type TestRedis } from '@app/testing';

import { describeEventBusContract } from '../contract/event-bus.contract';
import type { EventBusLogger } from '../_lib/logger';
import { RedisStreamsEventBus, type RedisStreamsEventBusOptions } from './redis-streams-event-bus';

/** Keeps the log lines (a failing handler is expected here) instead of printing them. */
function recordingLogger(): EventBusLogger & { lines: string[] } {
  const lines: string[] = [];
  const push = (message: string): void => {
    lines.push(message);
  };
  return { lines, log: push, warn: push, error: push };
}

let redis: TestRedis;

beforeAll(async () => {
  redis = await createTestRedis();
});

afterAll(async () => {
  await redis.cleanup();
});

/** Fast settings: a pending event is taken over after 300 ms, retries start at 20 ms. */
function aBus(overrides: Partial<RedisStreamsEventBusOptions> = {}): RedisStreamsEventBus {
  return new RedisStreamsEventBus({
    redisUrl: redis.url,
    keyPrefix: redis.keyPrefix,
    claimIdleMs: 300,
    blockMs: 100,
    retryDelayMs: 20,
    drainTimeoutMs: 200,
    logger: recordingLogger(),
    ...overrides,
  });
}

describeEventBusContract('RedisStreamsEventBus', {
  createBus: () => aBus(),
  waitMs: 5_000,
  testTimeoutMs: 10_000,
  countsDeliveriesAcrossMembers: true,
});

describe('RedisStreamsEventBus', () => {
  it('appends each topic to its own stream under the key prefix', async () => {
    const bus = aBus();
    try {
      await bus.publish([anEvent('auth.user.registered.v1'), anEvent('auth.user.deleted.v1')]);
      const keys = await redis.keys();
      expect(keys).toEqual(
        expect.arrayContaining([
          `${redis.keyPrefix}events:auth.user.registered.v1`,
          `${redis.keyPrefix}events:auth.user.deleted.v1`,
        ]),
      );
    } finally {
      await bus.close();
    }
  });

  it('moves an event that keeps failing to the dead-letter stream and goes on', async () => {
    const logger = recordingLogger();
    const bus = aBus({ maxDeliveries: 3, logger });
    const topic = 'poison.event.failed.v1';
    const poison = anEvent(topic);
    const next = anEvent(topic);
    const attempts: number[] = [];
    const handled: string[] = [];
    const inspector = new Redis(redis.url);
    try {
      await bus.subscribe({
        group: 'poison-test',
        topics: [topic],
        handler: async (event) => {
          if (event.eventId === poison.eventId) {
            attempts.push(event.deliveryCount);
            throw new Error('cannot handle this one');
          }
          handled.push(event.eventId);
        },
      });
      await bus.publish([poison, next]);

      await waitFor(() => handled.length === 1, 5_000);
      expect(attempts).toEqual([1, 2, 3]);
      expect(handled).toEqual([next.eventId]);
      const dead = await inspector.xrange(bus.deadLetterKey(topic), '-', '+');
      expect(dead).toHaveLength(1);
      const fields = dead[0]![1];
      expect(fields[fields.indexOf('eventId') + 1]).toBe(poison.eventId);
      expect(fields[fields.indexOf('deliveries') + 1]).toBe('3');
      expect(fields[fields.indexOf('error') + 1]).toBe('cannot handle this one');
      const pending = (await inspector.xpending(bus.streamKey(topic), 'poison-test')) as unknown[];
      expect(pending[0]).toBe(0);
      expect(logger.lines.some((line) => line.includes(poison.eventId) && /dead/.test(line))).toBe(
        true,
      );
    } finally {
      await bus.close();
      await inspector.quit();
    }
  });

  it('hands the events of one read to the batch handler together, in order, and acks them', async () => {
    const bus = aBus();
    const topics = ['batch.entry.created.v1', 'batch.entry.deleted.v1'];
    const events = [anEvent(topics[0]!), anEvent(topics[0]!), anEvent(topics[1]!)];
    const batches: string[][] = [];
    const single: string[] = [];
    const inspector = new Redis(redis.url);
    try {
      // Published before the member joins: its first read holds all three.
      await bus.publish(events);
      await bus.subscribe({
        group: 'batching',
        topics,
        handler: async (event) => {
          single.push(event.eventId);
        },
        batchHandler: async (delivered) => {
          expect(delivered.every((event) => event.deliveryCount === 1)).toBe(true);
          batches.push(delivered.map((event) => event.eventId));
        },
      });

      await waitFor(() => batches.flat().length + single.length === 3, 5_000);
      expect(batches).toEqual([events.map((event) => event.eventId)]);
      expect(single).toEqual([]);
      for (const topic of topics) {
        const pending = (await inspector.xpending(bus.streamKey(topic), 'batching')) as unknown[];
        expect(pending[0]).toBe(0);
      }
    } finally {
      await bus.close();
      await inspector.quit();
    }
  });

  it('hands the events one by one to the handler when the batch handler fails', async () => {
    const logger = recordingLogger();
    const bus = aBus({ logger });
    const topic = 'batch.batch.failed.v1';
    const events = [anEvent(topic), anEvent(topic), anEvent(topic)];
    const single: Array<[string, number]> = [];
    let batchCalls = 0;
    const inspector = new Redis(redis.url);
    try {
      await bus.publish(events);
      await bus.subscribe({
        group: 'batch-fails',
        topics: [topic],
        handler: async (event) => {
          single.push([event.eventId, event.deliveryCount]);
        },
        batchHandler: async () => {
          batchCalls += 1;
          throw new Error('one of them cannot be handled in a batch');
        },
      });

      await waitFor(() => single.length === 3, 5_000);
      expect(batchCalls).toBe(1);
      expect(single).toEqual(events.map((event) => [event.eventId, 1]));
      const pending = (await inspector.xpending(bus.streamKey(topic), 'batch-fails')) as unknown[];
      expect(pending[0]).toBe(0);
      expect(logger.lines.some((line) => /one by one/.test(line))).toBe(true);
    } finally {
      await bus.close();
      await inspector.quit();
    }
  });

  it('removes a member that closes with nothing pending from its group', async () => {
    const bus = aBus();
    const topic = 'members.member.left.v1';
    const inspector = new Redis(redis.url);
    try {
      const subscription = await bus.subscribe({
        group: 'leaving',
        topics: [topic],
        consumerName: 'member-1',
        handler: async () => undefined,
      });
      const before = (await inspector.xinfo('CONSUMERS', bus.streamKey(topic), 'leaving')) as [];
      expect(before).toHaveLength(1);

      await subscription.close();

      const after = (await inspector.xinfo('CONSUMERS', bus.streamKey(topic), 'leaving')) as [];
      expect(after).toHaveLength(0);
    } finally {
      await bus.close();
      await inspector.quit();
    }
  });

  it("runs each event's handler in the request it was recorded in", async () => {
    const bus = aBus();
    const topic = 'traced.event.recorded.v1';
    const seen: Array<string | undefined> = [];
    try {
      await bus.subscribe({
        group: 'traced-test',
        topics: [topic],
        handler: async () => {
          seen.push(currentRequestId());
        },
      });
      const event = anEvent(topic);
      await bus.publish([{ ...event, payload: { ...event.payload, reqId: 'req-bus-123456' } }]);
      await waitFor(() => seen.length === 1, 5_000);
      expect(seen).toEqual(['req-bus-123456']);
    } finally {
      await bus.close();
    }
  });

  it("reports its group's lag per topic while subscribed (event_consumer_lag)", async () => {
    const bus = aBus();
    const topic = 'lagging.event.recorded.v1';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      const subscription = await bus.subscribe({
        group: 'lag-test',
        topics: [topic],
        handler: () => held,
      });
      await bus.publish([anEvent(topic), anEvent(topic), anEvent(topic)]);
      // One delivered and held (pending), the rest waiting: three not yet processed.
      await expect(bus.consumerLag('lag-test', [topic])).resolves.toEqual([{ topic, lag: 3 }]);
      expect((await processMetrics().render()).body).toContain(
        `event_consumer_lag{group="lag-test",topic="${topic}"} 3`,
      );
      release();
      await subscription.close();
      expect((await processMetrics().render()).body).not.toContain('group="lag-test"');
    } finally {
      release();
      await bus.close();
    }
  });

  it('rejects ping when Redis cannot be reached', async () => {
    const bus = new RedisStreamsEventBus({
      redisUrl: 'redis://127.0.0.1:1',
      pingTimeoutMs: 300,
      logger: recordingLogger(),
    });
    try {
      await expect(bus.ping()).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });
});

function anEvent(topic: string) {
  const eventId = randomUUID();
  return {
    topic,
    key: 'user-1',
    eventId,
    payload: { eventId, occurredAt: new Date().toISOString(), aggregateId: 'user-1' },
  };
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
