import type { EntityManager } from 'typeorm';

import {
  daysUsed,
  pairVisits,
  visitsToStays,
  type IsoDate,
  type TravelRecord,
  type Visit,
} from '@app/schengen-rules';

import { TravelEntryEntity } from './travel-entry.entity';

/** A stored record in the shape `@app/schengen-rules` reads, with the entity beside it. */
export interface RuleRecord extends TravelRecord {
  readonly id: string;
  readonly entity: TravelEntryEntity;
}

/**
 * Serialises the changes of one user: the checks (duplicates, overlaps) and the write of a use case
 * see no concurrent change of the same user's records. Released at the end of the transaction.
 */
export async function lockUserRecords(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `travel:${userId}`,
  ]);
}

/** Every record of the user, by date then creation time (SPEC §3's order). */
export function loadUserRecords(
  manager: EntityManager,
  userId: string,
): Promise<TravelEntryEntity[]> {
  return manager.find(TravelEntryEntity, {
    where: { userId },
    order: { entryDate: 'ASC', createdAt: 'ASC', id: 'ASC' },
  });
}

export function toRuleRecords(entries: readonly TravelEntryEntity[]): RuleRecord[] {
  return entries.map((entity) => ({
    id: entity.id,
    entry_type: entity.entryType,
    entry_date: entity.entryDate,
    created_at: entity.createdAt,
    entity,
  }));
}

/** The user's visits (SPEC §3 pairing), newest first; ongoing ones run up to `today`. */
export function visitsOf(
  entries: readonly TravelEntryEntity[],
  today: IsoDate,
): Visit<RuleRecord>[] {
  return pairVisits(toRuleRecords(entries), { today });
}

/** Days used in the 180-day window ending `today`, over every stay of the user. */
export function daysUsedOf(entries: readonly TravelEntryEntity[], today: IsoDate): number {
  return daysUsed(visitsToStays(visitsOf(entries, today)), today, { today });
}
