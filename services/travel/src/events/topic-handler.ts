import type { ClientBase } from 'pg';

import { validateEvent, type EventPayload, type Topic } from '@app/contracts';

/** One consumed topic: its effect in the transaction that marks the event processed. */
export interface TopicHandler<T extends Topic> {
  readonly topic: T;
  handle(event: EventPayload<T>, client: ClientBase): Promise<void>;
  /** Runs once the effect has committed (or was already applied), e.g. to bump a cache token. */
  afterCommit?(event: EventPayload<T>): Promise<void>;
}

/** A delivery validated against its topic's contract, ready to apply. */
export type PreparedEvent =
  | {
      ok: true;
      eventId: string;
      run: (client: ClientBase) => Promise<void>;
      afterCommit: () => Promise<void>;
    }
  | { ok: false; fields: string[] };

/** Validates a delivery's payload for `handler` and binds the handler to the event. */
export function preparer<T extends Topic>(
  handler: TopicHandler<T>,
): (payload: unknown) => Promise<PreparedEvent> {
  return async (payload) => {
    const result = await validateEvent(handler.topic, payload);
    if (!result.ok) return { ok: false, fields: result.error.errors.map((error) => error.field) };
    const event = result.value;
    return {
      ok: true,
      eventId: event.eventId,
      run: (client) => handler.handle(event, client),
      afterCommit: async () => {
        await handler.afterCommit?.(event);
      },
    };
  };
}
