import { randomUUID } from 'node:crypto';

import type { Consumer, ConsumerRunConfig, EachBatchPayload, KafkaMessage } from 'kafkajs';

import type { DeliveredEvent, EventHandler } from '../event-bus.port';
import type { EventBusLogger } from '../_lib/logger';
import { toKafkaMessage } from './kafka-message';
import { type DeadLetterSink, KafkaSubscription } from './kafka-subscription';

// The offset and retry logic against a scripted consumer: kafkajs hands batches to eachBatch
// exactly like this. (The same behaviour against a real broker is the Kafka contract run.)

const TOPIC = 'auth.user.deleted.v1';
const quietLogger: EventBusLogger = {
  log: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The part of a kafkajs Consumer the subscription uses, recording what it was asked. */
class ScriptedConsumer {
  runConfig: ConsumerRunConfig | undefined;
  isDisconnected = false;
  async connect(): Promise<void> {}
  async subscribe(): Promise<void> {}
  async run(config: ConsumerRunConfig): Promise<void> {
    this.runConfig = config;
  }
  async disconnect(): Promise<void> {
    this.isDisconnected = true;
  }
}

function aRecord(offset: number): KafkaMessage {
  const eventId = randomUUID();
  const message = toKafkaMessage({ topic: TOPIC, key: 'user-1', eventId, payload: { eventId } });
  const record: KafkaMessage = {
    key: Buffer.from(String(message.key)),
    value: Buffer.from(String(message.value)),
    headers: { eventId: Buffer.from(eventId) },
    offset: String(offset),
    timestamp: String(Date.now()),
    attributes: 0,
  };
  return record;
}

/** Feeds one batch to eachBatch and records what the subscription resolved and committed. */
async function deliverBatch(consumer: ScriptedConsumer, messages: KafkaMessage[]) {
  const committed: string[] = [];
  const resolved: string[] = [];
  const payload = {
    batch: { topic: TOPIC, partition: 0, messages },
    resolveOffset: (offset: string) => resolved.push(offset),
    commitOffsetsIfNecessary: async (offsets?: {
      topics: Array<{ partitions: Array<{ offset: string }> }>;
    }) => {
      committed.push(...(offsets?.topics.flatMap((t) => t.partitions.map((p) => p.offset)) ?? []));
    },
    heartbeat: async () => undefined,
    isRunning: () => true,
    isStale: () => false,
    pause: () => () => undefined,
    uncommittedOffsets: () => ({ topics: [] }),
  } as unknown as EachBatchPayload;
  const done = consumer.runConfig!.eachBatch!(payload);
  return { done, committed, resolved };
}

async function aSubscription(
  handler: EventHandler,
  options: { deadLetters?: unknown[]; maxDeliveries?: number } = {},
): Promise<{ consumer: ScriptedConsumer; subscription: KafkaSubscription }> {
  const consumer = new ScriptedConsumer();
  const sink: DeadLetterSink = async (_topic, message, details) => {
    options.deadLetters?.push({ offset: message.offset, ...details });
  };
  const subscription = new KafkaSubscription(
    consumer as unknown as Consumer,
    'test-group',
    [TOPIC],
    handler,
    sink,
    {
      maxDeliveries: options.maxDeliveries ?? 10,
      retryDelayMs: 1,
      maxRetryDelayMs: 5,
      drainTimeoutMs: 50,
    },
    quietLogger,
  );
  await subscription.start();
  return { consumer, subscription };
}

describe('KafkaSubscription', () => {
  it('runs kafkajs with manual offsets and one partition at a time', async () => {
    const { consumer } = await aSubscription(async () => undefined);

    expect(consumer.runConfig).toMatchObject({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: 1,
    });
  });

  it('commits each record after its handler succeeded, in order', async () => {
    const seen: DeliveredEvent[] = [];
    const { consumer } = await aSubscription(async (event) => {
      seen.push(event);
    });
    const records = [aRecord(7), aRecord(8)];

    const { done, committed, resolved } = await deliverBatch(consumer, records);
    await done;

    expect(seen.map((event) => [event.topic, event.key, event.deliveryCount])).toEqual([
      [TOPIC, 'user-1', 1],
      [TOPIC, 'user-1', 1],
    ]);
    expect(resolved).toEqual(['7', '8']);
    expect(committed).toEqual(['8', '9']);
  });

  it('retries a failing record in place before the records after it', async () => {
    const seen: Array<[string, number]> = [];
    const records = [aRecord(0), aRecord(1)];
    const { consumer } = await aSubscription(async (event) => {
      seen.push([event.eventId, event.deliveryCount]);
      if (seen.length === 1) throw new Error('transient (expected by the test)');
    });

    const { done, committed } = await deliverBatch(consumer, records);
    await done;

    const [first, second] = records.map((record) => record.headers!['eventId']!.toString());
    expect(seen).toEqual([
      [first, 1],
      [first, 2],
      [second, 1],
    ]);
    expect(committed).toEqual(['1', '2']);
  });

  it('sends a record that keeps failing to the dead-letter topic and commits past it', async () => {
    const deadLetters: unknown[] = [];
    const { consumer } = await aSubscription(
      async () => {
        throw new Error('poison (expected by the test)');
      },
      { deadLetters, maxDeliveries: 3 },
    );

    const { done, committed } = await deliverBatch(consumer, [aRecord(4)]);
    await done;

    expect(deadLetters).toEqual([
      {
        offset: '4',
        group: 'test-group',
        partition: 0,
        deliveries: 3,
        error: 'poison (expected by the test)',
      },
    ]);
    expect(committed).toEqual(['5']);
  });

  it('leaves a record uncommitted when it closes with the handler still running', async () => {
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isStarted = false;
    const { consumer, subscription } = await aSubscription(async () => {
      isStarted = true;
      await hanging;
    });
    try {
      const { done, committed, resolved } = await deliverBatch(consumer, [aRecord(0), aRecord(1)]);
      for (let tries = 0; !isStarted && tries < 500; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      expect(isStarted).toBe(true);

      await subscription.close();
      await done;

      expect(consumer.isDisconnected).toBe(true);
      expect(resolved).toEqual([]);
      expect(committed).toEqual([]);
    } finally {
      release();
    }
  });
});
