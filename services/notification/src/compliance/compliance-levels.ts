import type { ClientBase } from 'pg';

import type { ComplianceLevel } from '@app/schengen-rules';

/** A pg pool, or a client inside the caller's transaction. */
export type Queryable = Pick<ClientBase, 'query'>;

/**
 * A traveller's row of `compliance_levels` (one per traveller of an account, the account holder's
 * with a null `traveller_id`: ADR 0034 part 5): the last level settled (the one a rise is e-mailed
 * from; a fall lowers it) or refreshed by a morning batch, and how many travel changes were seen
 * and settled. No row means 'safe' with nothing pending.
 */
export interface KnownLevel {
  level: ComplianceLevel;
  daysUsed: number;
  observedAt: Date;
  /** Travel change events seen for the user. */
  changesSeen: number;
  /** Of those, the ones a settled level check has evaluated. */
  changesSettled: number;
}

/** What a settled level check stores: the level it found and the changes it accounted for. */
export type SettledLevel = Omit<KnownLevel, 'changesSeen'>;

/** Whose level: a user's account holder (`travellerId` null) or another of their travellers. */
export interface TravellerRef {
  userId: string;
  travellerId: string | null;
}

/** One traveller's level as a morning batch computed it. */
export interface LevelObservation extends TravellerRef {
  level: ComplianceLevel;
  daysUsed: number;
}

/** Whether travel changes arrived that no settled level check has evaluated yet. */
export function hasPendingChange(known: KnownLevel | null): known is KnownLevel {
  return known !== null && known.changesSeen > known.changesSettled;
}

/**
 * Serialises the level decisions of one user, every traveller of the account, until the end of
 * the caller's transaction (the row may not exist yet, so a row lock would not do).
 */
export async function lockUserLevel(client: Queryable, userId: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `notification-level:${userId}`,
  ]);
}

/** The traveller's stored level, or null when none is stored (which means 'safe'). */
export async function findLevel(
  client: Queryable,
  { userId, travellerId }: TravellerRef,
): Promise<KnownLevel | null> {
  const { rows } = await client.query<{
    level: ComplianceLevel;
    days_used: number;
    observed_at: Date;
    changes_seen: number;
    changes_settled: number;
  }>(
    `SELECT level, days_used, observed_at, changes_seen, changes_settled
       FROM compliance_levels WHERE user_id = $1 AND traveller_id IS NOT DISTINCT FROM $2`,
    [userId, travellerId],
  );
  const row = rows[0];
  return row
    ? {
        level: row.level,
        daysUsed: row.days_used,
        observedAt: row.observed_at,
        changesSeen: row.changes_seen,
        changesSettled: row.changes_settled,
      }
    : null;
}

/**
 * Counts one travel change of the traveller (one without a row gets one: 'safe', observed at the
 * change), so that their level has a pending change until a settled level check evaluates it.
 */
export async function noteChange(
  client: Queryable,
  { userId, travellerId }: TravellerRef,
  occurredAt: Date,
): Promise<void> {
  await client.query(
    `INSERT INTO compliance_levels
       (user_id, traveller_id, level, days_used, observed_at, changes_seen)
     VALUES ($1, $2, 'safe', 0, $3, 1)
     ON CONFLICT (user_id, traveller_id) DO UPDATE
       SET changes_seen = compliance_levels.changes_seen + 1, updated_at = now()`,
    [userId, travellerId, occurredAt],
  );
}

/** Stores what a settled level check found (the caller holds the user's lock). */
export async function settleLevel(
  client: Queryable,
  { userId, travellerId }: TravellerRef,
  settled: SettledLevel,
): Promise<void> {
  await client.query(
    `UPDATE compliance_levels
        SET level = $3, days_used = $4, observed_at = $5,
            changes_settled = GREATEST(changes_settled, $6), updated_at = now()
      WHERE user_id = $1 AND traveller_id IS NOT DISTINCT FROM $2`,
    [
      userId,
      travellerId,
      settled.level,
      settled.daysUsed,
      settled.observedAt,
      settled.changesSettled,
    ],
  );
}

/** Forgets the level of every traveller of the user (their account is gone). */
export async function forgetLevel(client: Queryable, userId: string): Promise<void> {
  await client.query('DELETE FROM compliance_levels WHERE user_id = $1', [userId]);
}

/** Forgets one traveller's level (the traveller was deleted from the account). */
export async function forgetTravellerLevel(
  client: Queryable,
  { userId, travellerId }: TravellerRef,
): Promise<void> {
  await client.query(
    'DELETE FROM compliance_levels WHERE user_id = $1 AND traveller_id IS NOT DISTINCT FROM $2',
    [userId, travellerId],
  );
}

/**
 * The levels of one transaction (a consumer's batch of events, or one event): each user's lock is
 * taken once, the first time one of the transaction's events needs it, and held to the end of the
 * transaction, so that a settled level check of that user waits for the commit and then sees
 * every change counted.
 */
export class LevelsInTransaction {
  private readonly locked = new Set<string>();

  constructor(private readonly client: Queryable) {}

  /** `lockUserLevel` (once per user in this transaction), then `noteChange`. */
  async noteChange(traveller: TravellerRef, occurredAt: Date): Promise<void> {
    await this.lock(traveller.userId);
    await noteChange(this.client, traveller, occurredAt);
  }

  /** `lockUserLevel` (once per user in this transaction), then `forgetLevel`. */
  async forget(userId: string): Promise<void> {
    await this.lock(userId);
    await forgetLevel(this.client, userId);
  }

  private async lock(userId: string): Promise<void> {
    if (this.locked.has(userId)) return;
    await lockUserLevel(this.client, userId);
    this.locked.add(userId);
  }
}

/**
 * Brings the stored levels of a batch of travellers up to date with what the morning batch computed at
 * `observedAt`, so that a level that fell with time (days leaving the window) is known as fallen
 * and a later change that raises it again is noticed. A 'safe' traveller without a stored level
 * stays without one; a level observed after `observedAt` is kept; so is the level of a traveller
 * with a pending change (their settled level check compares with the level from before the
 * change).
 */
export async function refreshLevels(
  client: Queryable,
  observations: readonly LevelObservation[],
  observedAt: Date,
): Promise<void> {
  if (observations.length === 0) return;
  await client.query(
    `INSERT INTO compliance_levels (user_id, traveller_id, level, days_used, observed_at)
     SELECT seen.user_id, seen.traveller_id, seen.level, seen.days_used, $5
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[])
            AS seen (user_id, traveller_id, level, days_used)
      WHERE seen.level <> 'safe'
         OR EXISTS (SELECT 1 FROM compliance_levels known
                     WHERE known.user_id = seen.user_id
                       AND known.traveller_id IS NOT DISTINCT FROM seen.traveller_id)
     ON CONFLICT (user_id, traveller_id) DO UPDATE
       SET level = EXCLUDED.level, days_used = EXCLUDED.days_used,
           observed_at = EXCLUDED.observed_at, updated_at = now()
       WHERE compliance_levels.observed_at < EXCLUDED.observed_at
         AND compliance_levels.changes_seen = compliance_levels.changes_settled`,
    [
      observations.map((seen) => seen.userId),
      observations.map((seen) => seen.travellerId),
      observations.map((seen) => seen.level),
      observations.map((seen) => seen.daysUsed),
      observedAt,
    ],
  );
}
