import { randomUUID } from 'node:crypto';

import {
  type ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  type ENTRY_UPDATED_TOPIC,
  PASSWORD_RESET_REQUESTED_TOPIC,
  USER_DELETED_TOPIC,
  USERNAME_REMINDER_REQUESTED_TOPIC,
  VISIT_RECORDED_TOPIC,
  type EventPayload,
  type Topic,
} from '@app/contracts';
import type { BusEvent, DeliveredEvent } from '@app/event-bus';

/** A bus event as auth's outbox relay publishes it (key = the user's id). */
export function busEvent<T extends Topic>(topic: T, payload: EventPayload<T>): BusEvent {
  return {
    topic,
    key:
      'userId' in payload && typeof payload.userId === 'string'
        ? payload.userId
        : payload.aggregateId,
    eventId: payload.eventId,
    payload: { ...payload },
  };
}

/** The same event as a consumer receives it, `deliveryCount` times delivered. */
export function delivered(event: BusEvent, deliveryCount = 1): DeliveredEvent {
  return { ...event, deliveryCount };
}

function identity(userId: string, overrides: Partial<{ username: string; email: string }>) {
  return {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    userId,
    username: overrides.username ?? 'ada',
    email: overrides.email ?? 'ada@example.com',
  };
}

export function aUsernameReminderRequested(
  overrides: Partial<{ userId: string; username: string; email: string }> = {},
): BusEvent {
  const userId = overrides.userId ?? randomUUID();
  return busEvent(USERNAME_REMINDER_REQUESTED_TOPIC, {
    ...identity(userId, overrides),
    aggregateId: userId,
  });
}

export function aPasswordResetRequested(
  overrides: Partial<{ userId: string; requestId: string }> = {},
): BusEvent {
  const userId = overrides.userId ?? randomUUID();
  const requestId = overrides.requestId ?? randomUUID();
  return busEvent(PASSWORD_RESET_REQUESTED_TOPIC, {
    ...identity(userId, {}),
    aggregateId: requestId,
    requestId,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

export function aUserDeleted(overrides: Partial<{ userId: string }> = {}): BusEvent {
  const userId = overrides.userId ?? randomUUID();
  return busEvent(USER_DELETED_TOPIC, {
    ...identity(userId, {}),
    aggregateId: userId,
    deletedBy: 'self',
  });
}

/** What a travel change event says about the user's days used, and when. */
export interface TravelChangeFacts {
  userId: string;
  /** As travel computed it when the change committed (the notification service re-reads). */
  daysUsed: number;
  /** ISO timestamp (default: now). */
  occurredAt?: string;
  /** The record's type (default 'entry'). */
  entryType?: 'entry' | 'exit';
  /** The record's date (default 2026-05-01). */
  entryDate?: string;
  /** Another traveller of the account whose record changed (absent: the account holder's). */
  travellerId?: string;
}

type EntryTopic =
  typeof ENTRY_CREATED_TOPIC | typeof ENTRY_UPDATED_TOPIC | typeof ENTRY_DELETED_TOPIC;

/** A `travel.entry.created|updated|deleted.v1` event as travel's outbox relay publishes it. */
export function anEntryEvent(topic: EntryTopic, facts: TravelChangeFacts): BusEvent {
  const recordId = randomUUID();
  const common = {
    eventId: randomUUID(),
    occurredAt: facts.occurredAt ?? new Date().toISOString(),
    aggregateId: recordId,
    userId: facts.userId,
    ...(facts.travellerId === undefined ? {} : { travellerId: facts.travellerId }),
    entryType: facts.entryType ?? 'entry',
    entryDate: facts.entryDate ?? '2026-05-01',
    daysUsed: facts.daysUsed,
  };
  if (topic === ENTRY_DELETED_TOPIC) return busEvent(topic, common);
  return busEvent(topic, { ...common, country: 'France' });
}

/** A `travel.visit.recorded.v1` event. */
export function aVisitRecorded(facts: TravelChangeFacts): BusEvent {
  const entryId = randomUUID();
  return busEvent(VISIT_RECORDED_TOPIC, {
    eventId: randomUUID(),
    occurredAt: facts.occurredAt ?? new Date().toISOString(),
    aggregateId: entryId,
    userId: facts.userId,
    ...(facts.travellerId === undefined ? {} : { travellerId: facts.travellerId }),
    entryId,
    exitId: randomUUID(),
    entryDate: '2026-05-01',
    exitDate: '2026-05-10',
    country: null,
    daysUsed: facts.daysUsed,
  });
}
