import { randomUUID } from 'node:crypto';

import type { EntityManager } from 'typeorm';

import { validateEvent, type EventPayload, type Topic } from '@app/contracts';

import { writeOutboxEvent, writeOutboxEvents } from './write-outbox-event';

/** The envelope fields of a new event about `aggregateId`, which happened at `at`. */
export function newEnvelope(
  aggregateId: string,
  at: Date,
): { eventId: string; occurredAt: string; aggregateId: string } {
  return { eventId: randomUUID(), occurredAt: at.toISOString(), aggregateId };
}

/**
 * Records an event in the outbox of the caller's transaction, validated against its topic's
 * contract (contracts' `validateEvent`): a payload that breaks the contract throws, and the
 * caller's transaction rolls back with it.
 *
 * @example
 * await recordEvent(manager, USER_DELETED_TOPIC, { ...newEnvelope(user.id, now), ... });
 */
export async function recordEvent<T extends Topic>(
  manager: EntityManager,
  topic: T,
  payload: EventPayload<T>,
): Promise<void> {
  await writeOutboxEvent(manager, { topic, payload }, validateEvent);
}

/** One event to record: a topic and its payload. */
export type PendingEvent = { [T in Topic]: { topic: T; payload: EventPayload<T> } }[Topic];

/**
 * Records the events of one change in the outbox of the caller's transaction, each validated as
 * `recordEvent` does, in one INSERT (`writeOutboxEvents`): one round trip for all of them.
 */
export async function recordEvents(
  manager: EntityManager,
  events: readonly PendingEvent[],
): Promise<void> {
  await writeOutboxEvents<Topic>(manager, events, validateEvent);
}
