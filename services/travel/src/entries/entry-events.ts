import type { EntityManager } from 'typeorm';

import {
  ENTRY_DELETED_TOPIC,
  VISIT_RECORDED_TOPIC,
  type ENTRY_CREATED_TOPIC,
  type ENTRY_UPDATED_TOPIC,
} from '@app/contracts';

import { newEnvelope, recordEvent } from '../outbox/record-event';
import type { TravelEntryEntity } from './travel-entry.entity';

type RecordTopic =
  typeof ENTRY_CREATED_TOPIC | typeof ENTRY_UPDATED_TOPIC | typeof ENTRY_DELETED_TOPIC;

/** Records `travel.entry.created|updated|deleted.v1` about one record, with the user's days used. */
export async function recordEntryEvent(
  manager: EntityManager,
  topic: RecordTopic,
  entry: TravelEntryEntity,
  context: { at: Date; daysUsed: number },
): Promise<void> {
  const common = {
    ...newEnvelope(entry.id, context.at),
    userId: entry.userId,
    entryType: entry.entryType,
    entryDate: entry.entryDate,
    daysUsed: context.daysUsed,
  };
  if (topic === ENTRY_DELETED_TOPIC) await recordEvent(manager, topic, common);
  else await recordEvent(manager, topic, { ...common, country: entry.country });
}

/** Records `travel.visit.recorded.v1` about a visit stored in one call (after its two records' events). */
export async function recordVisitEvent(
  manager: EntityManager,
  visit: { entry: TravelEntryEntity; exit: TravelEntryEntity },
  context: { at: Date; daysUsed: number },
): Promise<void> {
  await recordEvent(manager, VISIT_RECORDED_TOPIC, {
    ...newEnvelope(visit.entry.id, context.at),
    userId: visit.entry.userId,
    entryId: visit.entry.id,
    exitId: visit.exit.id,
    entryDate: visit.entry.entryDate,
    exitDate: visit.exit.entryDate,
    country: visit.entry.country,
    daysUsed: context.daysUsed,
  });
}
