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

/**
 * The user's records as the JSON text of `TravelEntryDto[]` in the order of `loadUserRecords`,
 * serialised by Postgres (one text value instead of hundreds of rows to parse and map): the list
 * call is the hottest read of the product. Same fields and formats as `toTravelEntryDto`.
 */
export async function loadUserRecordsJson(manager: EntityManager, userId: string): Promise<string> {
  const table = manager.connection.getMetadata(TravelEntryEntity).tablePath;
  const rows: { list: string }[] = await manager.query(
    `SELECT coalesce(json_agg(json_build_object(
        'id', e.id,
        'user_id', e.user_id,
        'entry_type', e.entry_type,
        'entry_date', to_char(e.entry_date, 'YYYY-MM-DD'),
        'country', e.country,
        'notes', e.notes,
        'created_at', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) ORDER BY e.entry_date, e.created_at, e.id), '[]')::text AS list
     FROM ${quoteTablePath(table)} e WHERE e.user_id = $1`,
    [userId],
  );
  return rows[0]?.list ?? '[]';
}

function quoteTablePath(tablePath: string): string {
  return tablePath
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
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
