import type { ClientBase } from 'pg';

/**
 * Stores a user's profile time zone in `user_time_zones`, in the caller's transaction. The newest
 * change wins: a zone is only replaced by one saved at the same time or later (`changedAt`, the
 * event's `occurredAt`), so a late or repeated delivery never turns it back.
 */
export async function keepTimeZone(
  client: ClientBase,
  change: { userId: string; timeZone: string; changedAt: string },
): Promise<void> {
  await client.query(
    `INSERT INTO user_time_zones (user_id, time_zone, changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE
       SET time_zone = EXCLUDED.time_zone, changed_at = EXCLUDED.changed_at
       WHERE user_time_zones.changed_at <= EXCLUDED.changed_at`,
    [change.userId, change.timeZone, change.changedAt],
  );
}
