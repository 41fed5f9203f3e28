import { Injectable } from '@nestjs/common';

import {
  ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  VISIT_RECORDED_TOPIC,
  type EventPayload,
} from '@app/contracts';

import { LevelSettleQueue } from '../compliance/level-settle-queue';
import type { EventTransaction, TopicHandler } from './topic-handler';

/** The travel events that say a user's records changed. */
export const TRAVEL_CHANGE_TOPICS = [
  ENTRY_CREATED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  VISIT_RECORDED_TOPIC,
] as const;

export type TravelChangeTopic = (typeof TRAVEL_CHANGE_TOPICS)[number];

/** What every travel change event says that matters here. */
export type TravelChange = Pick<
  EventPayload<TravelChangeTopic>,
  'occurredAt' | 'userId' | 'travellerId'
>;

/**
 * `travel.entry.created|updated|deleted.v1` and `travel.visit.recorded.v1` → no e-mail yet: the
 * change is counted on the level row of the traveller it names (the event's `travellerId`;
 * absent: the account holder's; `compliance_levels.changes_seen`, under the user's lock, in the
 * transaction that records the event as processed) and that traveller's settled level check is
 * scheduled, or pushed back, to `COMPLIANCE_SETTLE_MS` from now (`LevelSettleQueue`).
 * The `daysUsed` the event carries is not used: a lone entry is an ongoing visit up to today until
 * its exit is recorded a moment later (SPEC §7 records a visit in two calls), so the check reads
 * the records again once they have settled (`SettledLevelCheck`).
 */
@Injectable()
export class TravelChangeHandler {
  constructor(private readonly settle: LevelSettleQueue) {}

  /** This handler bound to one of the travel change topics. */
  forTopic<T extends TravelChangeTopic>(topic: T): TopicHandler<T> {
    return { topic, handle: (event, transaction) => this.handle(event, transaction) };
  }

  async handle(change: TravelChange, { levels }: EventTransaction): Promise<void> {
    const traveller = { userId: change.userId, travellerId: change.travellerId ?? null };
    await levels.noteChange(traveller, new Date(change.occurredAt));
    await this.settle.schedule(traveller);
  }
}
