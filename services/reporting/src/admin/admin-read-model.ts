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
 * Applies one event to the read model, in the caller's transaction (`applyAdminEvents` with one
 * event).
 */
export function applyAdminEvent(client: ClientBase, event: AdminReadModelEvent): Promise<void> {
  return applyAdminEvents(client, [event]);
}

/**
 * Applies the events of one consumer batch to the read model, in the caller's transaction (the one
 * that records them as processed). Each change is idempotent and converges whatever order events of
 * different topics arrive in (they come from different streams): deleted users and records stay as
 * tombstones, an older update never overwrites a newer one, and each user's counters are recomputed
 * from `admin_entries`. So the batch is applied in a few statements, not three per event: the
 * account events one by one, then the record events of each kind in one statement (creations,
 * updates, deletions: the order in which they converge), then one recount of every user touched.
 */
export async function applyAdminEvents(
  client: ClientBase,
  events: readonly AdminReadModelEvent[],
): Promise<void> {
  const touched = new Touched();
  const created = new Map<string, RecordEvent>();
  const updated = new Map<string, RecordEvent>();
  const deleted = new Map<string, RecordEvent>();
  for (const event of events) {
    switch (event.topic) {
      case USER_REGISTERED_TOPIC:
        await userRegistered(client, event.payload);
        touched.add(event.payload.userId, event.payload.occurredAt);
        break;
      case USER_UPDATED_TOPIC:
        await userUpdated(client, event.payload);
        touched.add(event.payload.userId, event.payload.occurredAt);
        break;
      case USER_DELETED_TOPIC:
        await userDeleted(client, event.payload);
        break;
      case ENTRY_CREATED_TOPIC:
        // The first creation of a record is the one that counts (the others do nothing).
        if (!created.has(event.payload.aggregateId))
          created.set(event.payload.aggregateId, event.payload);
        touched.add(event.payload.userId, event.payload.occurredAt);
        break;
      case ENTRY_UPDATED_TOPIC:
        keepLatest(updated, event.payload);
        touched.add(event.payload.userId, event.payload.occurredAt);
        break;
      case ENTRY_DELETED_TOPIC:
        // One after the other, the last deletion applied sets the record's change time.
        deleted.set(event.payload.aggregateId, event.payload);
        touched.add(event.payload.userId, event.payload.occurredAt);
        break;
    }
  }
  await storeRecords(client, [...created.values()], 'created');
  await storeRecords(client, [...updated.values()], 'updated');
  await storeRecords(client, [...deleted.values()], 'deleted');
  await touchUsers(client, touched);
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

/** What every record event carries (creations and updates also carry the country). */
type RecordEvent = EventPayload<typeof ENTRY_DELETED_TOPIC>;

/** Of two updates of a record, the later one (the last given, at equal times) is applied last. */
function keepLatest(updates: Map<string, RecordEvent>, event: RecordEvent): void {
  const kept = updates.get(event.aggregateId);
  if (!kept || Date.parse(kept.occurredAt) <= Date.parse(event.occurredAt)) {
    updates.set(event.aggregateId, event);
  }
}

const SKIP_DELETED_USERS = `WHERE NOT EXISTS (SELECT 1 FROM admin_users u
                      WHERE u.user_id = r.user_id AND u.deleted_at IS NOT NULL)`;

/** What each kind of record event does to a record's row when it already exists. */
const ON_CONFLICT = {
  // A creation never overwrites (the record may already be updated or deleted).
  created: 'NOTHING',
  // An update overwrites only an older state of a record that still exists.
  updated: `UPDATE SET entry_date = EXCLUDED.entry_date, changed_at = EXCLUDED.changed_at
            WHERE NOT admin_entries.deleted AND admin_entries.changed_at <= EXCLUDED.changed_at`,
  deleted: 'UPDATE SET deleted = true, changed_at = EXCLUDED.changed_at',
} as const;

/**
 * One statement for the record events of one kind (one event per record). A creation or an update
 * of a user already deleted is skipped (it may arrive after the deletion); a deletion is stored.
 */
async function storeRecords(
  client: ClientBase,
  events: readonly RecordEvent[],
  kind: keyof typeof ON_CONFLICT,
): Promise<void> {
  if (events.length === 0) return;
  await client.query(
    `INSERT INTO admin_entries (entry_id, user_id, entry_date, changed_at, deleted)
     SELECT r.entry_id, r.user_id, r.entry_date, r.changed_at, $5
       FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::timestamptz[])
            AS r(entry_id, user_id, entry_date, changed_at)
      ${kind === 'deleted' ? '' : SKIP_DELETED_USERS}
     ON CONFLICT (entry_id) DO ${ON_CONFLICT[kind]}`,
    [
      events.map((event) => event.aggregateId),
      events.map((event) => event.userId),
      events.map((event) => event.entryDate),
      events.map((event) => event.occurredAt),
      kind === 'deleted',
    ],
  );
}

/** The users a batch touched, each with the latest time it touched them. */
class Touched extends Map<string, string> {
  add(userId: string, at: string): void {
    const seen = this.get(userId);
    if (seen === undefined || Date.parse(seen) < Date.parse(at)) this.set(userId, at);
  }
}

/**
 * Recomputes each touched user's entry count and last entry date, and moves their last activity on
 * to the latest of: what it was, when the batch touched them, and the latest change of any of their
 * records (deletions too). The last term keeps activity whose events arrived before the user's
 * registration event (when there was no user row to touch yet). One statement for the batch; each
 * figure from an index (`admin_entries_user_idx` of the live records, `admin_entries_changed_idx`),
 * not from a scan of every row of the user, tombstones included.
 */
async function touchUsers(client: ClientBase, touched: Touched): Promise<void> {
  if (touched.size === 0) return;
  await client.query(
    `UPDATE admin_users u
     SET entry_count = (SELECT count(*)::int FROM admin_entries e
                         WHERE e.user_id = t.user_id AND NOT e.deleted),
         last_entry_date = (SELECT max(e.entry_date) FROM admin_entries e
                             WHERE e.user_id = t.user_id AND NOT e.deleted),
         last_active_at = GREATEST(u.last_active_at, t.at,
                                   (SELECT max(e.changed_at) FROM admin_entries e
                                     WHERE e.user_id = t.user_id))
     FROM unnest($1::uuid[], $2::timestamptz[]) AS t(user_id, at)
     WHERE u.user_id = t.user_id AND u.deleted_at IS NULL`,
    [[...touched.keys()], [...touched.values()]],
  );
}
