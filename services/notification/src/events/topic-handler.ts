import type { ClientBase } from 'pg';

import type { Topic } from '@app/contracts';
import type { TopicHandler as BusTopicHandler } from '@app/event-bus';

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
export type TopicHandler<T extends Topic> = BusTopicHandler<T, EventTransaction>;
