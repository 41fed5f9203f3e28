import type { ClientBase } from 'pg';

import type { ComplianceLevel } from '@app/schengen-rules';

/** A pg pool, or a client inside the caller's transaction. */
export type Queryable = Pick<ClientBase, 'query'>;

/**
 * A user's row of `compliance_levels`: the last level settled (the one a rise is e-mailed from;
 * a fall lowers it) or refreshed by a morning batch, and how many travel changes were seen and
 * settled. No row means 'safe' with nothing pending.
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

/** One user's level as a morning batch computed it. */
export interface LevelObservation {
  userId: string;
  level: ComplianceLevel;
  daysUsed: number;
}

/** Whether travel changes arrived that no settled level check has evaluated yet. */
export function hasPendingChange(known: KnownLevel | null): known is KnownLevel {
  return known !== null && known.changesSeen > known.changesSettled;
}

/**
 * Serialises the level decisions of one user until the end of the caller's transaction (the row
 * may not exist yet, so a row lock would not do).
 */
export async function lockUserLevel(client: Queryable, userId: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `notification-level:${userId}`,
  ]);
}

/** The user's stored level, or null when none is stored (which means 'safe'). */
export async function findLevel(client: Queryable, userId: string): Promise<KnownLevel | null> {
  const { rows } = await client.query<{
    level: ComplianceLevel;
    days_used: number;
    observed_at: Date;
    changes_seen: number;
    changes_settled: number;
  }>(
    `SELECT level, days_used, observed_at, changes_seen, changes_settled
       FROM compliance_levels WHERE user_id = $1`,
    [userId],
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
 * Counts one travel change of the user (a user without a row gets one: 'safe', observed at the
 * change), so that their level has a pending change until a settled level check evaluates it.
 */
export async function noteChange(
  client: Queryable,
  userId: string,
  occurredAt: Date,
): Promise<void> {
  await client.query(
    `INSERT INTO compliance_levels (user_id, level, days_used, observed_at, changes_seen)
     VALUES ($1, 'safe', 0, $2, 1)
     ON CONFLICT (user_id) DO UPDATE
       SET changes_seen = compliance_levels.changes_seen + 1, updated_at = now()`,
    [userId, occurredAt],
  );
}

/** Stores what a settled level check found (the caller holds the user's lock). */
export async function settleLevel(
  client: Queryable,
  userId: string,
  settled: SettledLevel,
): Promise<void> {
  await client.query(
    `UPDATE compliance_levels
        SET level = $2, days_used = $3, observed_at = $4,
            changes_settled = GREATEST(changes_settled, $5), updated_at = now()
      WHERE user_id = $1`,
    [userId, settled.level, settled.daysUsed, settled.observedAt, settled.changesSettled],
  );
}

/** Forgets the user's level (their account is gone). */
export async function forgetLevel(client: Queryable, userId: string): Promise<void> {
  await client.query('DELETE FROM compliance_levels WHERE user_id = $1', [userId]);
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
  async noteChange(userId: string, occurredAt: Date): Promise<void> {
    await this.lock(userId);
    await noteChange(this.client, userId, occurredAt);
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
 * Brings the stored levels of a batch of users up to date with what the morning batch computed at
 * `observedAt`, so that a level that fell with time (days leaving the window) is known as fallen
 * and a later change that raises it again is noticed. A 'safe' user without a stored level stays
 * without one; a level observed after `observedAt` is kept; so is the level of a user with a
 * pending change (their settled level check compares with the level from before the change).
 */
export async function refreshLevels(
  client: Queryable,
  observations: readonly LevelObservation[],
  observedAt: Date,
): Promise<void> {
  if (observations.length === 0) return;
  await client.query(
    `INSERT INTO compliance_levels (user_id, level, days_used, observed_at)
     SELECT seen.user_id, seen.level, seen.days_used, $4
       FROM unnest($1::uuid[], $2::text[], $3::int[]) AS seen (user_id, level, days_used)
      WHERE seen.level <> 'safe'
         OR EXISTS (SELECT 1 FROM compliance_levels known WHERE known.user_id = seen.user_id)
     ON CONFLICT (user_id) DO UPDATE
       SET level = EXCLUDED.level, days_used = EXCLUDED.days_used,
           observed_at = EXCLUDED.observed_at, updated_at = now()
       WHERE compliance_levels.observed_at < EXCLUDED.observed_at
         AND compliance_levels.changes_seen = compliance_levels.changes_settled`,
    [
      observations.map((seen) => seen.userId),
      observations.map((seen) => seen.level),
      observations.map((seen) => seen.daysUsed),
      observedAt,
    ],
  );
}
