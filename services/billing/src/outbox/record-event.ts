import { randomUUID } from 'node:crypto';

import type { EntityManager } from 'typeorm';

import { validateEvent, type EventPayload, type Topic } from '@app/contracts';
import { writeOutboxEvent } from '@app/persistence';

/** The envelope fields of a new event about `aggregateId`, which happened at `at`. */
export function newEnvelope(
  aggregateId: string,
  at: Date,
): { eventId: string; occurredAt: string; aggregateId: string } {
  return { eventId: randomUUID(), occurredAt: at.toISOString(), aggregateId };
}

/**
 * Records a billing event in the outbox of the caller's transaction, validated against its
 * topic's contract (contracts' `validateEvent`).
 *
 * @example
 * await recordEvent(manager, DONATION_SUCCEEDED_TOPIC, { ...newEnvelope(intentId, now), ... });
 */
export async function recordEvent<T extends Topic>(
  manager: EntityManager,
  topic: T,
  payload: EventPayload<T>,
): Promise<void> {
  await writeOutboxEvent(manager, { topic, payload }, validateEvent);
}
