import { createEventBus, parseBrokers } from './create-event-bus';

describe('createEventBus', () => {
  it('chooses Kafka when KAFKA_BROKERS names a broker', async () => {
    const bus = createEventBus({ kafkaBrokers: 'kafka:9092', redisUrl: 'redis://127.0.0.1:6379' });
    try {
      expect(bus.kind).toBe('kafka');
    } finally {
      await bus.close();
    }
  });

  it('chooses Redis Streams when KAFKA_BROKERS is empty', async () => {
    const bus = createEventBus({ kafkaBrokers: ' , ', redisUrl: 'redis://127.0.0.1:6379' });
    try {
      expect(bus.kind).toBe('redis-streams');
    } finally {
      await bus.close();
    }
  });

  it('refuses to start without Kafka brokers or a Redis URL', () => {
    expect(() => createEventBus({ kafkaBrokers: '' })).toThrow(/KAFKA_BROKERS or a Redis URL/);
  });
});

describe('parseBrokers', () => {
  it('trims the entries and drops empty ones', () => {
    expect(parseBrokers(' kafka-1:9092, kafka-2:9092 ,')).toEqual(['kafka-1:9092', 'kafka-2:9092']);
  });

  it('accepts a list that is already split', () => {
    expect(parseBrokers([' kafka-1:9092', ''])).toEqual(['kafka-1:9092']);
  });

  it('gives no broker for an unset variable', () => {
    expect(parseBrokers(undefined)).toEqual([]);
  });
});
