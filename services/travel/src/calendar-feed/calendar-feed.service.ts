import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

import {
  NotFoundError,
  type CalendarFeedRpcRequest,
  type CalendarFeedStatusDto,
  type CreatedCalendarFeedDto,
  type OkResult,
  type RenderCalendarFeedRpcRequest,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';
import { quoteTablePath } from '@app/persistence';

import { TravelEnv } from '../config/env.schema';
import { UserRecords, visitsOf } from '../entries/travel-history';
import { UserToday } from '../time-zones/user-today';
import { travellersTableOf } from '../travellers/travellers-table';
import { calendarFeedIcs } from './calendar-feed-ics';
import { CalendarFeedEntity } from './calendar-feed.entity';

/** The stored form of a feed secret: its SHA-256 (the secret has 256 random bits). */
function hashOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

function feedsTableOf(manager: EntityManager): string {
  return quoteTablePath(manager.connection.getMetadata(CalendarFeedEntity).tablePath);
}

/**
 * Travellers' calendar feeds (issue #22, "Never retyped"): made (replacing the traveller's
 * previous one, whose address then answers 404), looked at, revoked, and rendered for whoever
 * holds the address: the feed id finds the row, the secret (compared in constant time with the
 * stored hash) is the credential. Another account's traveller is "not found".
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userToday: UserToday,
    private readonly env: TravelEnv,
  ) {}

  async create({ userId, travellerId }: CalendarFeedRpcRequest): Promise<CreatedCalendarFeedDto> {
    const manager = this.dataSource.manager;
    const feedId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO ${feedsTableOf(manager)} (id, traveller_id, user_id, secret_hash)
       SELECT $1, t.id, t.user_id, $3 FROM ${travellersTableOf(manager)} t
        WHERE t.id = $2 AND t.user_id = $4
       ON CONFLICT (traveller_id) DO UPDATE
         SET id = EXCLUDED.id, secret_hash = EXCLUDED.secret_hash, created_at = clock_timestamp()
       RETURNING id`,
      [feedId, travellerId, hashOf(secret), userId],
    );
    if (rows.length === 0) throw new NotFoundError('Traveller', travellerId);
    return { feedId, secret };
  }

  async status({ userId, travellerId }: CalendarFeedRpcRequest): Promise<CalendarFeedStatusDto> {
    const manager = this.dataSource.manager;
    const [row] = await manager.query<Array<{ created_at: Date | null }>>(
      `SELECT f.created_at FROM ${travellersTableOf(manager)} t
         LEFT JOIN ${feedsTableOf(manager)} f ON f.traveller_id = t.id
        WHERE t.id = $1 AND t.user_id = $2`,
      [travellerId, userId],
    );
    if (row === undefined) throw new NotFoundError('Traveller', travellerId);
    return {
      active: row.created_at !== null,
      created_at: row.created_at === null ? null : new Date(row.created_at).toISOString(),
    };
  }

  /** Revokes the traveller's feed (nothing to do without one); its address then answers 404. */
  async revoke({ userId, travellerId }: CalendarFeedRpcRequest): Promise<OkResult> {
    const manager = this.dataSource.manager;
    const [row] = await manager.query<Array<{ found: boolean }>>(
      `WITH own AS (SELECT id FROM ${travellersTableOf(manager)} WHERE id = $1 AND user_id = $2),
            revoked AS (DELETE FROM ${feedsTableOf(manager)}
                         WHERE traveller_id IN (SELECT id FROM own) RETURNING id)
       SELECT EXISTS (SELECT 1 FROM own) AS found, (SELECT count(*) FROM revoked) AS revoked`,
      [travellerId, userId],
    );
    if (!row?.found) throw new NotFoundError('Traveller', travellerId);
    return { ok: true };
  }

  /** The feed's iCalendar text; NOT_FOUND for an unknown feed or a wrong secret alike. */
  async render({ feedId, secret }: RenderCalendarFeedRpcRequest): Promise<string> {
    const manager = this.dataSource.manager;
    const [feed] = await manager.query<
      Array<{
        secret_hash: Buffer;
        user_id: string;
        traveller_id: string;
        is_account_holder: boolean;
        name: string;
      }>
    >(
      `SELECT f.secret_hash, f.user_id, f.traveller_id, t.is_account_holder, t.name
         FROM ${feedsTableOf(manager)} f JOIN ${travellersTableOf(manager)} t ON t.id = f.traveller_id
        WHERE f.id = $1`,
      [feedId],
    );
    const given = hashOf(secret);
    // Compared even without a feed (against itself), so that the time taken tells nothing.
    const expected = feed?.secret_hash ?? given;
    if (!timingSafeEqual(given, expected) || feed === undefined) {
      throw new NotFoundError('Calendar feed', feedId);
    }
    const traveller = { id: feed.traveller_id, isAccountHolder: feed.is_account_holder };
    const [records, today] = await Promise.all([
      UserRecords.load(manager, feed.user_id, traveller),
      this.userToday.of(feed.user_id),
    ]);
    return calendarFeedIcs({
      name: `${this.env.PRODUCT_NAME}: ${feed.name}`,
      uidDomain: feedId,
      visits: visitsOf(records.all, today),
      excludedPeriods: records.excludedPeriods,
      today,
      now: this.clock(),
    });
  }
}
