import { randomUUID } from 'node:crypto';

import type { EntityManager } from 'typeorm';

import {
  daysUsed,
  pairVisits,
  visitsToStays,
  type IsoDate,
  type TravelRecord,
  type Visit,
} from '@app/schengen-rules';

import { UserTimeZoneEntity } from '../time-zones/user-time-zone.entity';
import { TravelEntryEntity } from './travel-entry.entity';

/** A stored record in the shape `@app/schengen-rules` reads, with the entity beside it. */
export interface RuleRecord extends TravelRecord {
  readonly id: string;
  readonly entity: TravelEntryEntity;
}

/**
 * Serialises the changes of one user: the checks (duplicates, overlaps) and the write of a use case
 * see no concurrent change of the same user's records. Released at the end of the transaction.
 * The same round trip reads the user's time zone (kept from auth's events; null while unknown),
 * which sets their today for the checks: a write costs one statement less.
 */
export async function lockUserRecords(
  manager: EntityManager,
  userId: string,
): Promise<{ timeZone: string | null }> {
  const zones = quoteTablePath(manager.connection.getMetadata(UserTimeZoneEntity).tablePath);
  const rows: { time_zone: string | null }[] = await manager.query(
    `SELECT pg_advisory_xact_lock(hashtextextended($1, 0)) AS locked,
            (SELECT z.time_zone FROM ${zones} z WHERE z.user_id = $2) AS time_zone`,
    [`travel:${userId}`, userId],
  );
  return { timeZone: rows[0]?.time_zone ?? null };
}

/** A record to store: what the caller decides; the id and creation time are the store's. */
export type NewRecord = Pick<
  TravelEntryEntity,
  'userId' | 'entryType' | 'entryDate' | 'country' | 'notes'
>;

/**
 * Stores `records` in one INSERT and returns them as entities, in the given order. Each is created
 * at least 1 µs after the one before it (`clock_timestamp()` plus its position), so that records of
 * the same date keep the order they were given in (SPEC §3's tie-break: an entry before its exit),
 * as separate INSERTs, each with its own `clock_timestamp()`, did.
 */
export async function insertRecords(
  manager: EntityManager,
  records: readonly NewRecord[],
): Promise<TravelEntryEntity[]> {
  if (records.length === 0) return [];
  const table = quoteTablePath(manager.connection.getMetadata(TravelEntryEntity).tablePath);
  const ids = records.map(() => randomUUID());
  const rows: { id: string; created_at: Date }[] = await manager.query(
    `INSERT INTO ${table} (id, user_id, entry_type, entry_date, country, notes, created_at)
     SELECT r.id, r.user_id, r.entry_type, r.entry_date, r.country, r.notes,
            clock_timestamp() + (r.position - 1) * interval '1 microsecond'
       FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::date[], $5::text[], $6::text[])
            WITH ORDINALITY AS r(id, user_id, entry_type, entry_date, country, notes, position)
      ORDER BY r.position
     RETURNING id, created_at`,
    [
      ids,
      records.map((record) => record.userId),
      records.map((record) => record.entryType),
      records.map((record) => record.entryDate),
      records.map((record) => record.country),
      records.map((record) => record.notes),
    ],
  );
  const createdAt = new Map(rows.map((row) => [row.id, row.created_at]));
  return records.map((record, index) => {
    const id = ids[index]!;
    const created = createdAt.get(id);
    if (created === undefined) throw new Error(`Travel record ${id} was not stored`);
    return Object.assign(new TravelEntryEntity(), { ...record, id, createdAt: created });
  });
}

/** Stores the date, country and notes of each of `records` (already changed) in one UPDATE. */
export async function updateRecords(
  manager: EntityManager,
  records: readonly TravelEntryEntity[],
): Promise<void> {
  if (records.length === 0) return;
  const table = quoteTablePath(manager.connection.getMetadata(TravelEntryEntity).tablePath);
  await manager.query(
    `UPDATE ${table} t
        SET entry_date = r.entry_date, country = r.country, notes = r.notes
       FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[])
            AS r(id, entry_date, country, notes)
      WHERE t.id = r.id`,
    [
      records.map((record) => record.id),
      records.map((record) => record.entryDate),
      records.map((record) => record.country),
      records.map((record) => record.notes),
    ],
  );
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
