import type { IHeaders, KafkaMessage, Message } from 'kafkajs';

import type { BusEvent } from '../event-bus.port';

/** The Kafka record of an event: key = ordering key, value = payload JSON, eventId in a header. */
export function toKafkaMessage(event: BusEvent): Message {
  return {
    key: event.key,
    value: JSON.stringify(event.payload),
    headers: { eventId: event.eventId },
  };
}

/** The event in a record, or an Error saying why the record is not one. */
export function fromKafkaMessage(topic: string, message: KafkaMessage): BusEvent | Error {
  const where = `record ${topic}@${message.offset}`;
  if (!message.value) return new Error(`${where} has no value`);
  let payload: unknown;
  try {
    payload = JSON.parse(message.value.toString('utf8'));
  } catch (error) {
    return new Error(`${where} has a value that is not JSON`, { cause: error });
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return new Error(`${where} has a value that is not a JSON object`);
  }
  const record = payload as Record<string, unknown>;
  const eventId = header(message.headers, 'eventId') ?? record['eventId'];
  if (typeof eventId !== 'string' || eventId === '') return new Error(`${where} has no eventId`);
  return { topic, key: message.key?.toString('utf8') ?? '', eventId, payload: record };
}

function header(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}
