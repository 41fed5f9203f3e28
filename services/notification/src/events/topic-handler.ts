import type { ClientBase } from 'pg';

import { validateEvent, type EventPayload, type Topic } from '@app/contracts';

/**
 * Turns one validated event of `topic` into its effect (here: an e-mail job, or a stored level).
 * `client` is the transaction that records the event as processed: writes made with it commit
 * or roll back with that record.
 */
export interface TopicHandler<T extends Topic> {
  readonly topic: T;
  handle(event: EventPayload<T>, client: ClientBase): Promise<void>;
}

/** A consumed event that passed its contract: its id and its effect. */
export interface PreparedEvent {
  eventId: string;
  run(client: ClientBase): Promise<void>;
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
      event: { eventId: event.eventId, run: (client) => handler.handle(event, client) },
    };
  };
}
