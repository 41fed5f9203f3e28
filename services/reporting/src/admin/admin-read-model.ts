import type { ClientBase } from 'pg';

import {
  ENTRY_CREATED_TOPIC,
  ENTRY_DELETED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  USER_DELETED_TOPIC,
  USER_REGISTERED_TOPIC,
  USER_UPDATED_TOPIC,
  type EventPayload,
} from '@app/contracts';

/** The topics the admin read model is built from. */
export const ADMIN_READ_MODEL_TOPICS = [
  USER_REGISTERED_TOPIC,
  USER_UPDATED_TOPIC,
  USER_DELETED_TOPIC,
  ENTRY_CREATED_TOPIC,
  ENTRY_UPDATED_TOPIC,
  ENTRY_DELETED_TOPIC,
] as const;

export type AdminReadModelTopic = (typeof ADMIN_READ_MODEL_TOPICS)[number];

/** A validated event of one of those topics. */
export type AdminReadModelEvent = {
  [T in AdminReadModelTopic]: { topic: T; payload: EventPayload<T> };
}[AdminReadModelTopic];

/**
 * Applies one event to the read model, in the caller's transaction (the one that records the
 * event as processed). Each change is idempotent and converges whatever order events of different
 * topics arrive in: deleted users and records stay as tombstones, an older update never overwrites
 * a newer one, and the user's counters are recomputed from `admin_entries` after every change.
 */
export async function applyAdminEvent(
  client: ClientBase,
  event: AdminReadModelEvent,
): Promise<void> {
  switch (event.topic) {
    case USER_REGISTERED_TOPIC:
      return userRegistered(client, event.payload);
    case USER_UPDATED_TOPIC:
      return userUpdated(client, event.payload);
    case USER_DELETED_TOPIC:
      return userDeleted(client, event.payload);
    case ENTRY_CREATED_TOPIC:
    case ENTRY_UPDATED_TOPIC:
      return recordStored(client, event.payload, event.topic === ENTRY_UPDATED_TOPIC);
    case ENTRY_DELETED_TOPIC:
      return recordDeleted(client, event.payload);
  }
}

async function userRegistered(
  client: ClientBase,
  event: EventPayload<typeof USER_REGISTERED_TOPIC>,
): Promise<void> {
  // A profile change that arrived first already holds the newer username and e-mail: only the
  // creation time is the registration's to give.
  await client.query(
    `INSERT INTO admin_users (user_id, username, email, created_at, profile_changed_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (user_id) DO UPDATE SET created_at = EXCLUDED.created_at
     WHERE admin_users.deleted_at IS NULL`,
    [event.userId, event.username, event.email, event.occurredAt],
  );
  await touchUser(client, event.userId, event.occurredAt);
}

/**
 * The username and e-mail after a profile save, unless a newer save is already applied; for a
 * user whose registration has not arrived yet the row starts here (the registration then sets
 * the creation time). A deleted user stays deleted.
 */
async function userUpdated(
  client: ClientBase,
  event: EventPayload<typeof USER_UPDATED_TOPIC>,
): Promise<void> {
  await client.query(
    `INSERT INTO admin_users (user_id, username, email, created_at, profile_changed_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET username = EXCLUDED.username, email = EXCLUDED.email,
           profile_changed_at = EXCLUDED.profile_changed_at
       WHERE admin_users.deleted_at IS NULL
         AND (admin_users.profile_changed_at IS NULL
              OR admin_users.profile_changed_at <= EXCLUDED.profile_changed_at)`,
    [event.userId, event.username, event.email, event.occurredAt],
  );
  await touchUser(client, event.userId, event.occurredAt);
}

async function userDeleted(
  client: ClientBase,
  event: EventPayload<typeof USER_DELETED_TOPIC>,
): Promise<void> {
  await client.query(
    `INSERT INTO admin_users (user_id, username, email, created_at, deleted_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (user_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at`,
    [event.userId, event.username, event.email, event.occurredAt],
  );
  await client.query('UPDATE admin_entries SET deleted = true WHERE user_id = $1', [event.userId]);
}

type RecordEvent = EventPayload<typeof ENTRY_CREATED_TOPIC>;

async function recordStored(
  client: ClientBase,
  event: RecordEvent,
  isUpdate: boolean,
): Promise<void> {
  if (await isDeletedUser(client, event.userId)) return;
  // A creation never overwrites (the record may already be updated or deleted); an update
  // overwrites only an older state of a record that still exists.
  await client.query(
    `INSERT INTO admin_entries (entry_id, user_id, entry_date, changed_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (entry_id) DO ${
       isUpdate
         ? `UPDATE SET entry_date = EXCLUDED.entry_date, changed_at = EXCLUDED.changed_at
            WHERE NOT admin_entries.deleted AND admin_entries.changed_at <= EXCLUDED.changed_at`
         : 'NOTHING'
     }`,
    [event.aggregateId, event.userId, event.entryDate, event.occurredAt],
  );
  await touchUser(client, event.userId, event.occurredAt);
}

async function recordDeleted(
  client: ClientBase,
  event: EventPayload<typeof ENTRY_DELETED_TOPIC>,
): Promise<void> {
  await client.query(
    `INSERT INTO admin_entries (entry_id, user_id, entry_date, changed_at, deleted)
     VALUES ($1, $2, $3, $4, true)
     ON CONFLICT (entry_id) DO UPDATE SET deleted = true, changed_at = EXCLUDED.changed_at`,
    [event.aggregateId, event.userId, event.entryDate, event.occurredAt],
  );
  await touchUser(client, event.userId, event.occurredAt);
}

async function isDeletedUser(client: ClientBase, userId: string): Promise<boolean> {
  const result = await client.query(
    'SELECT 1 FROM admin_users WHERE user_id = $1 AND deleted_at IS NOT NULL',
    [userId],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * Recomputes the user's entry count and last entry date, and moves their last activity on to the
 * latest of: what it was, `at`, and the latest change of any of their records (deletions too).
 * The last term keeps activity whose events arrived before the user's registration event (when
 * there was no user row to touch yet).
 */
async function touchUser(client: ClientBase, userId: string, at: string): Promise<void> {
  await client.query(
    `UPDATE admin_users u
     SET entry_count = e.entry_count,
         last_entry_date = e.last_entry_date,
         last_active_at = GREATEST(u.last_active_at, $2::timestamptz, e.last_change)
     FROM (
       SELECT count(*) FILTER (WHERE NOT deleted)::int AS entry_count,
              max(entry_date) FILTER (WHERE NOT deleted) AS last_entry_date,
              max(changed_at) AS last_change
       FROM admin_entries WHERE user_id = $1
     ) e
     WHERE u.user_id = $1 AND u.deleted_at IS NULL`,
    [userId, at],
  );
}
