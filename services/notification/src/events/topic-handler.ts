import type { ClientBase } from 'pg';

import { validateEvent, type EventPayload, type Topic } from '@app/contracts';

import { LevelsInTransaction } from '../compliance/compliance-levels';

/**
 * The transaction an event's effect runs in (the one that records it as processed), shared by the
 * events of one consumer batch: `client` for the effect's writes, `levels` for the users'
 * compliance levels (each user's lock taken once per transaction).
 */
export interface EventTransaction {
  readonly client: ClientBase;
  readonly levels: LevelsInTransaction;
}

/** A transaction scope for `client` (one per transaction: a batch's events share it). */
export function eventTransaction(client: ClientBase): EventTransaction {
  return { client, levels: new LevelsInTransaction(client) };
}

/**
 * Turns one validated event of `topic` into its effect (here: an e-mail job, or a counted travel
 * change and its settled level check). `transaction` is the one that records the event as
 * processed: writes made with its client commit or roll back with that record.
 */
export interface TopicHandler<T extends Topic> {
  readonly topic: T;
  handle(event: EventPayload<T>, transaction: EventTransaction): Promise<void>;
}

/** A consumed event that passed its contract: its id and its effect. */
export interface PreparedEvent {
  eventId: string;
  run(transaction: EventTransaction): Promise<void>;
}

export type PrepareResult =
  | { ok: true; event: PreparedEvent }
  /** The fields that broke the contract (names only: values may be personal data). */
  | { ok: false; fields: string[] };

/** Validates a raw payload against a handler's topic contract and binds the handler to it. */
export type PrepareEvent = (payload: unknown) => Promise<PrepareResult>;

/**
 * The `PrepareEvent` of a handler: contracts' `validateEvent` (unknown fields dropped), then the
 * handler bound to the typed event.
 *
 * @example
 * const prepare = preparer(userDeletedHandler);
 * const result = await prepare(delivered.payload);
 */
export function preparer<T extends Topic>(handler: TopicHandler<T>): PrepareEvent {
  return async (payload) => {
    const result = await validateEvent(handler.topic, payload);
    if (!result.ok) return { ok: false, fields: result.error.errors.map((error) => error.field) };
    const event = result.value;
    return {
      ok: true,
      event: { eventId: event.eventId, run: (transaction) => handler.handle(event, transaction) },
    };
  };
}
