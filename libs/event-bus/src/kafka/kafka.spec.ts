import { randomUUID } from 'node:crypto';

import { describeEventBusContract } from '../contract/event-bus.contract';
import { parseBrokers } from '../create-event-bus';
import type { EventBusLogger } from '../_lib/logger';
import { KafkaEventBus } from './kafka-event-bus';

const brokers = parseBrokers(process.env['KAFKA_BROKERS']);

const quietLogger: EventBusLogger = {
  log: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

// Group joins and rebalances take seconds: wait up to 30 s per delivery. Without a broker every
// case of the contract is reported as skipped.
describeEventBusContract('KafkaEventBus', {
  createBus: () =>
    new KafkaEventBus({
      brokers,
      clientId: 'event-bus-contract',
      retryDelayMs: 50,
      drainTimeoutMs: 1_000,
      logger: quietLogger,
    }),
  waitMs: 30_000,
  testTimeoutMs: 90_000,
  countsDeliveriesAcrossMembers: false,
  skipReason: brokers.length === 0 ? 'skipped: KAFKA_BROKERS is not set' : undefined,
});

describe('KafkaEventBus without a reachable broker', () => {
  // Port 1 refuses at once; retries: 0 fails in milliseconds instead of kafkajs's 8-12 s.
  const unreachable = (): KafkaEventBus =>
    new KafkaEventBus({ brokers: ['127.0.0.1:1'], retries: 0, logger: quietLogger });

  it('rejects ping', async () => {
    const bus = unreachable();
    try {
      await expect(bus.ping()).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });

  it('rejects publish instead of pretending the events were accepted', async () => {
    const bus = unreachable();
    const eventId = randomUUID();
    try {
      await expect(
        bus.publish([{ topic: 'auth.user.deleted.v1', key: 'u-1', eventId, payload: { eventId } }]),
      ).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });
});
