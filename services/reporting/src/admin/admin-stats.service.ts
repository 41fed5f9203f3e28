import { Inject, Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';

import {
  ADMIN_ACTIVE_DAYS,
  ADMIN_USERS_DEFAULT_PAGE,
  assertAdminActor,
  ValidationError,
  type AdminActorRpcRequest,
  type AdminStatsDto,
  type AdminStatsRpcRequest,
  type AdminUserIdsDto,
  type AdminUserListItemDto,
} from '@app/contracts';
import { inPoolTransaction } from '@app/event-bus';
import { CLOCK, type Clock } from '@app/nest-core';

import { ReportingDatabase } from './reporting-database';

const DAY_MS = 86_400_000;

interface UserRow {
  user_id: string;
  username: string;
  email: string;
  created_at: string;
  entry_count: number;
  last_entry_date: string | null;
}

/** A page position: the last row's created_at (microseconds, UTC) and id. */
interface Cursor {
  createdAt: string;
  userId: string;
}

/**
 * GET /api/admin/stats and the ids behind 'Select All', from the read model only (no call to
 * another service). The totals are one pass over `admin_users`; the page is a keyset read of its
 * `(created_at DESC, user_id DESC)` index, so every page costs the same (docs/adr/0010).
 */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly database: ReportingDatabase,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async stats(request: AdminStatsRpcRequest): Promise<AdminStatsDto> {
    assertAdminActor(request);
    const limit = request.limit ?? ADMIN_USERS_DEFAULT_PAGE;
    const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
    const activeSince = new Date(this.clock().getTime() - ADMIN_ACTIVE_DAYS * DAY_MS);
    // One snapshot: the totals and the page agree even while the consumer applies events (two
    // queries on two connections could see a batch committed between them).
    const { totals, page } = await inPoolTransaction(
      this.database.pool,
      async (client) => ({
        totals: await client.query<{ total_users: number; total_entries: string; active: number }>(
          `SELECT count(*)::int AS total_users,
                coalesce(sum(entry_count), 0)::bigint AS total_entries,
                count(*) FILTER (WHERE last_active_at >= $1)::int AS active
         FROM admin_users WHERE deleted_at IS NULL`,
          [activeSince.toISOString()],
        ),
        page: await this.page(limit, after, client),
      }),
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    );
    const row = totals.rows[0];
    return {
      total_users: row?.total_users ?? 0,
      total_entries: Number(row?.total_entries ?? 0),
      active_users_last_7_days: row?.active ?? 0,
      users: page.users,
      next_cursor: page.next,
    };
  }

  /** Every user's id, newest account first. */
  async userIds(request: AdminActorRpcRequest): Promise<AdminUserIdsDto> {
    assertAdminActor(request);
    const result = await this.database.pool.query<{ ids: string[] | null }>(
      `SELECT array_agg(user_id::text ORDER BY created_at DESC, user_id DESC) AS ids
       FROM admin_users WHERE deleted_at IS NULL`,
    );
    return { ids: result.rows[0]?.ids ?? [] };
  }

  /** One page of users after `after` (newest first) and the cursor of the next, if any. */
  async page(
    limit: number,
    after?: Cursor,
    client: Pick<ClientBase, 'query'> = this.database.pool,
  ): Promise<{ users: AdminUserListItemDto[]; next: string | null; rows: UserRow[] }> {
    const result = await client.query<UserRow & { cursor_at: string }>(
      `SELECT user_id, username, email, created_at, entry_count,
              to_char(last_entry_date, 'YYYY-MM-DD') AS last_entry_date,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
       FROM admin_users
       WHERE deleted_at IS NULL
         AND ($1::timestamptz IS NULL OR (created_at, user_id) < ($1::timestamptz, $2::uuid))
       ORDER BY created_at DESC, user_id DESC
       LIMIT $3`,
      [after?.createdAt ?? null, after?.userId ?? null, limit + 1],
    );
    const rows = result.rows.slice(0, limit);
    const last = rows.at(-1);
    const next =
      result.rows.length > limit && last
        ? encodeCursor({ createdAt: last.cursor_at, userId: last.user_id })
        : null;
    return { users: rows.map(toListItem), next, rows };
  }
}

function toListItem(row: UserRow): AdminUserListItemDto {
  return {
    id: row.user_id,
    username: row.username,
    email: row.email,
    created_at: new Date(row.created_at).toISOString(),
    entry_count: row.entry_count,
    last_entry_date: row.last_entry_date,
  };
}

/** The opaque `next_cursor`: base64url of "<created_at>|<user id>". */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.userId}`, 'utf8').toString('base64url');
}

const CURSOR_FORMAT =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function decodeCursor(text: string): Cursor {
  const match = CURSOR_FORMAT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) {
    throw new ValidationError([
      { field: 'cursor', messages: ['cursor must be a next_cursor from a previous page'] },
    ]);
  }
  return { createdAt: match[1], userId: match[2] };
}
