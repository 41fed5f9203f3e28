import { validateEvent, type EventPayload, type Topic } from '@app/contracts';

/** Turns one validated event of `topic` into its single effect (here: one e-mail job). */
export interface TopicHandler<T extends Topic> {
  readonly topic: T;
  handle(event: EventPayload<T>): Promise<void>;
}

/** A consumed event that passed its contract: its id and its effect. */
export interface PreparedEvent {
  eventId: string;
  run(): Promise<void>;
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
    return { ok: true, event: { eventId: event.eventId, run: () => handler.handle(event) } };
  };
}
