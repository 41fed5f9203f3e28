import { randomUUID } from 'node:crypto';

import type { EntityManager } from 'typeorm';

import {
  TRAVEL_MAX_RECORDS_PER_USER,
  TravelRecordLimitError,
  type ListTraveller,
} from '@app/contracts';
import { quoteTablePath } from '@app/persistence';
import {
  daysUsed,
  type ExcludedPeriod,
  pairVisits,
  visitsToStays,
  type IsoDate,
  type TravelRecord,
  type Visit,
} from '@app/schengen-rules';

import { travellerPeriods } from '../excluded-periods/excluded-period-rows';
import { UserTimeZoneEntity } from '../time-zones/user-time-zone.entity';
import { travellersTableOf } from '../travellers/travellers-table';
import { TravelEntryEntity } from './travel-entry.entity';
import { toTravelEntryDto } from './travel-entry.mapper';

/** A stored record in the shape `@app/schengen-rules` reads, with the entity beside it. */
export interface RuleRecord extends TravelRecord {
  readonly id: string;
  /** The entry's country: its days count only while it applied the Schengen rules (ADR 0033). */
  readonly country: string | null;
  readonly entity: TravelEntryEntity;
}

/**
 * Serialises the changes of one user: the checks (duplicates, overlaps) and the write of a use case
 * see no concurrent change of the same user's records. Released at the end of the transaction.
 * The same round trip reads the user's time zone (kept from auth's events; null while unknown),
 * which sets their today for the checks, and the id of their account holder's traveller (null when
 * the account has none yet: `accountHolderOf` creates it): a write costs two statements less.
 */
export async function lockUserRecords(
  manager: EntityManager,
  userId: string,
): Promise<{ timeZone: string | null; holderId: string | null }> {
  const zones = quoteTablePath(manager.connection.getMetadata(UserTimeZoneEntity).tablePath);
  const rows: { time_zone: string | null; holder_id: string | null }[] = await manager.query(
    `SELECT pg_advisory_xact_lock(hashtextextended($1, 0)) AS locked,
            (SELECT z.time_zone FROM ${zones} z WHERE z.user_id = $2) AS time_zone,
            (SELECT h.id FROM ${travellersTableOf(manager)} h
              WHERE h.user_id = $2 AND h.is_account_holder) AS holder_id`,
    [`travel:${userId}`, userId],
  );
  return { timeZone: rows[0]?.time_zone ?? null, holderId: rows[0]?.holder_id ?? null };
}

/** A record to store: what the caller decides; the id and creation time are the store's. */
export type NewRecord = Pick<
  TravelEntryEntity,
  'userId' | 'entryType' | 'entryDate' | 'country' | 'notes'
>;

/** A record row as `UserRecords` reads it: the creation time as the list shows it and in full. */
interface RecordRow {
  id: string;
  user_id: string;
  traveller_id: string;
  entry_type: TravelEntryEntity['entryType'];
  entry_date: string;
  country: string | null;
  notes: string | null;
  /** ISO 8601 to the millisecond, UTC (`toTravelEntryDto` shows it as it is). */
  created_at: string;
  /** To the microsecond, sortable as text: SPEC §3's order among records of the same date. */
  created_order: string;
}

/** The columns of a `RecordRow`. */
const RECORD_COLUMNS = `id, user_id, traveller_id, entry_type, to_char(entry_date, 'YYYY-MM-DD') AS entry_date,
  country, notes,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS created_order`;

/**
 * Whose records `UserRecords.load` reads: one traveller (resolved, `resolveTraveller`), the
 * account holder's without resolving it (a read: nothing is created), or every record of the
 * account (the data export, the admin's list).
 */
export type RecordsScope = ListTraveller | 'account-holder' | 'account';

/**
 * One traveller's travel records inside the transaction that holds their user's lock: read once
 * in SPEC §3's order (date, then creation), changed only through `insert`, `update` and `delete`
 * (one statement each), which keep the copy in memory equal to what is stored, so that once the
 * change commits `listJson()` is the traveller's list as `loadUserRecordsJson` would read it,
 * without reading it. Plain SQL (no TypeORM query building or hydration): every write of the
 * product runs it. Duplicate, overlap and 90/180 checks see one traveller's records (ADR 0034).
 */
export class UserRecords {
  /** Creation order keys (`RecordRow.created_order`) by record id. */
  private readonly order = new Map<string, string>();
  private readonly records: TravelEntryEntity[];
  private travellerGone = false;

  private constructor(
    private readonly manager: EntityManager,
    rows: readonly RecordRow[],
    /** The traveller whose records these are; null for a read of the account holder's or all. */
    readonly traveller: ListTraveller | null,
    /** The traveller's residence permits and long-stay visas (none on a read-only load). */
    readonly excludedPeriods: readonly ExcludedPeriod[],
  ) {
    this.records = rows.map((row) => this.remember(row));
  }

  /**
   * The records of `scope` (a traveller of `userId`, their account holder's, or all of theirs), by
   * date then creation time. Only a resolved traveller's can `insert`.
   */
  static async load(
    manager: EntityManager,
    userId: string,
    scope: RecordsScope,
  ): Promise<UserRecords> {
    const [where, params] =
      scope === 'account'
        ? ['t.user_id = $1', [userId]]
        : scope === 'account-holder'
          ? [
              `t.traveller_id = (SELECT h.id FROM ${travellersTableOf(manager)} h
                                  WHERE h.user_id = $1 AND h.is_account_holder)`,
              [userId],
            ]
          : ['t.traveller_id = $1 AND t.user_id = $2', [scope.id, userId]];
    const rows: RecordRow[] = await manager.query(
      // Ordered by the columns, not the text columns of the same names.
      `SELECT ${RECORD_COLUMNS} FROM ${tableOf(manager)} t
        WHERE ${where} ORDER BY t.entry_date, t.created_at, t.id`,
      params,
    );
    const traveller = typeof scope === 'string' ? null : scope;
    const periods = traveller === null ? [] : await travellerPeriods(manager, userId, traveller.id);
    return new UserRecords(manager, rows, traveller, periods);
  }

  /**
   * The traveller these records belong to was deleted in this transaction: the change leaves no
   * list for the gateway (a read of that traveller is NOT_FOUND, not an empty list).
   */
  travellerDeleted(): void {
    this.travellerGone = true;
  }

  /** The traveller whose list `listJson()` is once the change commits, if it is still there. */
  get listTraveller(): ListTraveller | null {
    return this.travellerGone ? null : this.traveller;
  }

  /**
   * The records now (a new array each time: one taken before a change does not see records
   * inserted or deleted since, as before), by date then creation time as loaded; the entities are
   * the ones callers change in place before `update`.
   */
  get all(): TravelEntryEntity[] {
    return [...this.records];
  }

  /**
   * Stores `records` in one INSERT and returns them as entities, in the given order. Each is
   * created at least 1 µs after the one before it (`clock_timestamp()` plus its position), so that
   * records of the same date keep the order they were given in (SPEC §3's tie-break: an entry
   * before its exit), as separate INSERTs, each with its own `clock_timestamp()`, did.
   *
   * Refuses (400, TravelRecordLimitError) to take the traveller past TRAVEL_MAX_RECORDS_PER_USER:
   * every new record of every use case comes through here, under the user's lock, so two
   * concurrent creates at the limit cannot both pass.
   */
  async insert(records: readonly NewRecord[]): Promise<TravelEntryEntity[]> {
    if (records.length === 0) return [];
    if (this.traveller === null) throw new Error('UserRecords loaded without a traveller');
    if (this.records.length + records.length > TRAVEL_MAX_RECORDS_PER_USER) {
      throw new TravelRecordLimitError(this.records.length);
    }
    const ids = records.map(() => randomUUID());
    const rows: RecordRow[] = await this.manager.query(
      `INSERT INTO ${tableOf(this.manager)}
              (id, user_id, traveller_id, entry_type, entry_date, country, notes, created_at)
       SELECT r.id, r.user_id, $7::uuid, r.entry_type, r.entry_date, r.country, r.notes,
              clock_timestamp() + (r.position - 1) * interval '1 microsecond'
         FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::date[], $5::text[], $6::text[])
              WITH ORDINALITY AS r(id, user_id, entry_type, entry_date, country, notes, position)
        ORDER BY r.position
       RETURNING ${RECORD_COLUMNS}`,
      [
        ids,
        records.map((record) => record.userId),
        records.map((record) => record.entryType),
        records.map((record) => record.entryDate),
        records.map((record) => record.country),
        records.map((record) => record.notes),
        this.traveller.id,
      ],
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = stored.get(id);
      if (row === undefined) throw new Error(`Travel record ${id} was not stored`);
      const entity = this.remember(row);
      this.records.push(entity);
      return entity;
    });
  }

  /** Stores the date, country and notes of each of `records` (already changed) in one UPDATE. */
  async update(records: readonly TravelEntryEntity[]): Promise<void> {
    if (records.length === 0) return;
    await this.manager.query(
      `UPDATE ${tableOf(this.manager)} t
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
    // The entities changed are the ones in `all` (callers change them in place); a copy given
    // instead is put in its place.
    for (const record of records) {
      const index = this.records.findIndex((known) => known.id === record.id);
      if (index >= 0) this.records[index] = record;
    }
  }

  /** Deletes `records` in one statement. */
  async delete(records: readonly TravelEntryEntity[]): Promise<void> {
    if (records.length === 0) return;
    const ids = new Set(records.map((record) => record.id));
    await this.manager.query(`DELETE FROM ${tableOf(this.manager)} WHERE id = ANY($1::uuid[])`, [
      [...ids],
    ]);
    for (let i = this.records.length - 1; i >= 0; i -= 1) {
      if (ids.has(this.records[i]!.id)) this.records.splice(i, 1);
    }
  }

  /**
   * The JSON text of `TravelEntryDto[]` for the records as they are now, in SPEC §3's order (date,
   * creation to the microsecond, id), each record through `toTravelEntryDto`: the only producer
   * of the list's wire text, for the list read (`loadUserRecordsJson`) and the list a change
   * leaves (`ListVersions`) alike.
   */
  listJson(): string {
    const sorted = [...this.records].sort(
      (a, b) =>
        compareText(a.entryDate, b.entryDate) ||
        compareText(this.order.get(a.id) ?? '', this.order.get(b.id) ?? '') ||
        compareText(a.id, b.id),
    );
    return JSON.stringify(sorted.map(toTravelEntryDto));
  }

  private remember(row: RecordRow): TravelEntryEntity {
    this.order.set(row.id, row.created_order);
    return Object.assign(new TravelEntryEntity(), {
      id: row.id,
      userId: row.user_id,
      travellerId: row.traveller_id,
      entryType: row.entry_type,
      entryDate: row.entry_date,
      country: row.country,
      notes: row.notes,
      createdAt: new Date(row.created_at),
    });
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The records of `scope`, by date then creation time (SPEC §3's order). */
export async function loadUserRecords(
  manager: EntityManager,
  userId: string,
  scope: RecordsScope,
): Promise<TravelEntryEntity[]> {
  return (await UserRecords.load(manager, userId, scope)).all;
}

/**
 * The records of `scope` as the JSON text of `TravelEntryDto[]` in the order of `loadUserRecords`
 * (`UserRecords.listJson`, the list's one serialiser): the gateway sends it on as it is.
 */
export async function loadUserRecordsJson(
  manager: EntityManager,
  userId: string,
  scope: RecordsScope,
): Promise<string> {
  return (await UserRecords.load(manager, userId, scope)).listJson();
}

/** The quoted table of the travel records (the service's schema). */
function tableOf(manager: EntityManager): string {
  return quoteTablePath(manager.connection.getMetadata(TravelEntryEntity).tablePath);
}

export function toRuleRecords(entries: readonly TravelEntryEntity[]): RuleRecord[] {
  return entries.map((entity) => ({
    id: entity.id,
    entry_type: entity.entryType,
    entry_date: entity.entryDate,
    created_at: entity.createdAt,
    country: entity.country,
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

/**
 * Days used in the 180-day window ending `today`, over every stay of the user, each counted with
 * its country and without the days of `excludedPeriods` (ADR 0033, 0036).
 */
export function daysUsedOf(
  entries: readonly TravelEntryEntity[],
  today: IsoDate,
  excludedPeriods: readonly ExcludedPeriod[],
): number {
  return daysUsed(visitsToStays(visitsOf(entries, today), { withCountry: true }), today, {
    today,
    excludedPeriods,
  });
}
