import { IsDefined, IsString, Matches } from 'class-validator';

import { IsRequiredEntityId } from '../../common/is-entity-id.decorator';

/**
 * A traveller's calendar feed (issue #22, "Never retyped"): a secret address that answers
 * `text/calendar` (RFC 5545) with the traveller's visits and last days to stay, with no session.
 * The secret is the credential: 256 random bits, stored only as a hash.
 */

/** The public feed's address below the API: `/api/calendar-feeds/{feedId}/{secret}.ics`. */
export const CALENDAR_FEED_PATH = '/api/calendar-feeds';

/** The form of a feed secret: 32 random bytes in base64url (43 characters). */
export const CALENDAR_FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The file suffix of the feed's address, which calendar applications expect. */
export const CALENDAR_FEED_SUFFIX = '.ics';

/**
 * `POST /api/travellers/{id}/calendar-feed` → the new feed's address (the previous one stops
 * working). Shown once: only a hash of the secret is kept.
 */
export interface CalendarFeedUrlDto {
  url: string;
}

/** `GET /api/travellers/{id}/calendar-feed`: whether the traveller has a feed, and since when. */
export interface CalendarFeedStatusDto {
  active: boolean;
  /** ISO 8601, or null without a feed. */
  created_at: string | null;
}

/** What the travel service answers when it makes a feed: the gateway builds the address. */
export interface CreatedCalendarFeedDto {
  feedId: string;
  secret: string;
}

/** `TravelPatterns.CreateCalendarFeed`, `GetCalendarFeed`, `RevokeCalendarFeed`. */
export class CalendarFeedRpcRequest {
  @IsRequiredEntityId()
  userId!: string;

  @IsRequiredEntityId()
  travellerId!: string;
}

/** `TravelPatterns.RenderCalendarFeed`: the address's feed id and secret (no user: public). */
export class RenderCalendarFeedRpcRequest {
  @IsRequiredEntityId()
  feedId!: string;

  @IsDefined({ message: 'secret is required' })
  @IsString({ message: 'secret must be text' })
  @Matches(CALENDAR_FEED_SECRET_PATTERN, { message: 'secret is not a calendar feed secret' })
  secret!: string;
}
