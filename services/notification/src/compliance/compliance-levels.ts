import type { ClientBase } from 'pg';

import type { ComplianceLevel } from '@app/schengen-rules';

/** A pg pool, or a client inside the caller's transaction. */
export type Queryable = Pick<ClientBase, 'query'>;

/** A user's last known level (table `compliance_levels`) and when it was observed. */
export interface KnownLevel {
  level: ComplianceLevel;
  daysUsed: number;
  observedAt: Date;
}

/** One user's level as a morning batch computed it. */
export interface LevelObservation {
  userId: string;
  level: ComplianceLevel;
  daysUsed: number;
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

/** The user's last known level, or null when none is stored (which means 'safe'). */
export async function findLevel(client: Queryable, userId: string): Promise<KnownLevel | null> {
  const { rows } = await client.query<{
    level: ComplianceLevel;
    days_used: number;
    observed_at: Date;
  }>('SELECT level, days_used, observed_at FROM compliance_levels WHERE user_id = $1', [userId]);
  const row = rows[0];
  return row ? { level: row.level, daysUsed: row.days_used, observedAt: row.observed_at } : null;
}

/** Stores the user's level, unless a later observation is already stored. */
export async function saveLevel(
  client: Queryable,
  userId: string,
  known: KnownLevel,
): Promise<void> {
  await client.query(
    `INSERT INTO compliance_levels (user_id, level, days_used, observed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET level = EXCLUDED.level, days_used = EXCLUDED.days_used,
           observed_at = EXCLUDED.observed_at, updated_at = now()
       WHERE compliance_levels.observed_at <= EXCLUDED.observed_at`,
    [userId, known.level, known.daysUsed, known.observedAt],
  );
}

/**
 * The levels of one transaction (a consumer's batch of events, or one event): each user's lock is
 * taken and their row read once, the first time one of the transaction's events needs them; the
 * transaction's own saves and deletions keep that copy current. The lock is held to the end of the
 * transaction, so no other writer can change the row meanwhile.
 */
export class LevelsInTransaction {
  private readonly known = new Map<string, KnownLevel | null>();

  constructor(private readonly client: Queryable) {}

  /** `lockUserLevel` then `findLevel`, once per user in this transaction. */
  async lockAndFind(userId: string): Promise<KnownLevel | null> {
    if (this.known.has(userId)) return this.known.get(userId) ?? null;
    await lockUserLevel(this.client, userId);
    const known = await findLevel(this.client, userId);
    this.known.set(userId, known);
    return known;
  }

  /** `saveLevel` (the caller holds the user's lock and checked the level is not older). */
  async save(userId: string, level: KnownLevel): Promise<void> {
    await saveLevel(this.client, userId, level);
    this.known.set(userId, level);
  }

  async forget(userId: string): Promise<void> {
    await forgetLevel(this.client, userId);
    this.known.set(userId, null);
  }
}

/** Forgets the user's level (their account is gone). */
export async function forgetLevel(client: Queryable, userId: string): Promise<void> {
  await client.query('DELETE FROM compliance_levels WHERE user_id = $1', [userId]);
}

/**
 * Brings the stored levels of a batch of users up to date with what the morning batch computed at
 * `observedAt`, so that a level that fell with time (days leaving the window) is known as fallen
 * and a later change that raises it again is noticed. A 'safe' user without a stored level stays
 * without one; a stored level observed after `observedAt` (a newer event) is kept.
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
       WHERE compliance_levels.observed_at < EXCLUDED.observed_at`,
    [
      observations.map((seen) => seen.userId),
      observations.map((seen) => seen.level),
      observations.map((seen) => seen.daysUsed),
      observedAt,
    ],
  );
}
