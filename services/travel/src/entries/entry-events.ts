import {
  ENTRY_DELETED_TOPIC,
  VISIT_RECORDED_TOPIC,
  type ENTRY_CREATED_TOPIC,
  type ENTRY_UPDATED_TOPIC,
  type ListTraveller,
} from '@app/contracts';
import { newEnvelope, type PendingEvent } from '@app/persistence';

import type { TravelEntryEntity } from './travel-entry.entity';

type RecordTopic =
  typeof ENTRY_CREATED_TOPIC | typeof ENTRY_UPDATED_TOPIC | typeof ENTRY_DELETED_TOPIC;

/**
 * When a change happened, the traveller's days used once it is made, and the traveller: every
 * event carries the first two, and the traveller's id unless it is the account holder's (ADR 0034).
 */
export interface ChangeContext {
  at: Date;
  daysUsed: number;
  traveller: ListTraveller | null;
}

/** The events' `travellerId`: present for a traveller other than the account holder's. */
function travellerField(traveller: ListTraveller | null): { travellerId?: string } {
  return traveller === null || traveller.isAccountHolder ? {} : { travellerId: traveller.id };
}

/**
 * `travel.entry.created|updated|deleted.v1` about one record, with the user's days used (record
 * the events of one change together with `recordEvents`).
 */
export function entryEvent(
  topic: RecordTopic,
  entry: TravelEntryEntity,
  context: ChangeContext,
): PendingEvent {
  const common = {
    ...newEnvelope(entry.id, context.at),
    userId: entry.userId,
    ...travellerField(context.traveller),
    entryType: entry.entryType,
    entryDate: entry.entryDate,
    daysUsed: context.daysUsed,
  };
  if (topic === ENTRY_DELETED_TOPIC) return { topic, payload: common };
  return { topic, payload: { ...common, country: entry.country } };
}

/** `travel.visit.recorded.v1` about a visit stored in one call (after its two records' events). */
export function visitEvent(
  visit: { entry: TravelEntryEntity; exit: TravelEntryEntity },
  context: ChangeContext,
): PendingEvent {
  return {
    topic: VISIT_RECORDED_TOPIC,
    payload: {
      ...newEnvelope(visit.entry.id, context.at),
      userId: visit.entry.userId,
      ...travellerField(context.traveller),
      entryId: visit.entry.id,
      exitId: visit.exit.id,
      entryDate: visit.entry.entryDate,
      exitDate: visit.exit.entryDate,
      country: visit.entry.country,
      daysUsed: context.daysUsed,
    },
  };
}
