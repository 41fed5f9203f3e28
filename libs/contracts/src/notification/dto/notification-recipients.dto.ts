import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import type { LanguageCode } from '@app/i18n';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import { EMAIL_PREFERENCES, type EmailPreference } from '../unsubscribe-token';

/** The most users one page of `AuthPatterns.ListNotificationRecipients` holds. */
export const NOTIFICATION_RECIPIENTS_MAX_PAGE = 1_000;

/** The most time zones one recipients request may filter on. */
export const NOTIFICATION_TIME_ZONES_MAX = 1_000;

/**
 * `AuthPatterns.ListNotificationTimeZones` (notification → auth): the distinct profile time zones
 * of the users with at least one of `anyPreference` on (all users without it). The notification
 * service picks from them the zones whose local time is in its morning hour.
 */
export class ListNotificationTimeZonesRpcRequest {
  @IsOptional()
  @IsArray({ message: 'anyPreference must be a list' })
  @IsIn(EMAIL_PREFERENCES, { each: true, message: 'anyPreference holds an unknown preference' })
  anyPreference?: EmailPreference[];
}

/** The answer of `AuthPatterns.ListNotificationTimeZones`, sorted. */
export interface NotificationTimeZonesDto {
  timeZones: string[];
}

/**
 * `AuthPatterns.ListNotificationRecipients` (notification → auth): one page of users, ordered by
 * id, after the `afterId` cursor (exclusive), narrowed by every filter given: `userIds`, the
 * profile `timeZones`, and `anyPreference` (at least one of these e-mail preferences on).
 *
 * @example
 * { timeZones: ['Europe/London'], anyPreference: ['email_reminders'], limit: 200 }
 * // then again with afterId = the answer's nextAfterId, until it is null
 */
export class ListNotificationRecipientsRpcRequest {
  @IsOptional()
  @IsEntityId()
  afterId?: string;

  @IsDefined({ message: 'limit is required' })
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(NOTIFICATION_RECIPIENTS_MAX_PAGE, {
    message: `limit must be at most ${NOTIFICATION_RECIPIENTS_MAX_PAGE}`,
  })
  limit!: number;

  @IsOptional()
  @IsArray({ message: 'userIds must be a list' })
  @ArrayNotEmpty({ message: 'userIds must not be empty' })
  @ArrayMaxSize(NOTIFICATION_RECIPIENTS_MAX_PAGE, {
    message: `userIds holds at most ${NOTIFICATION_RECIPIENTS_MAX_PAGE} ids`,
  })
  @IsEntityId({ each: true, message: 'every user id must be a valid id' })
  userIds?: string[];

  @IsOptional()
  @IsArray({ message: 'timeZones must be a list' })
  @ArrayNotEmpty({ message: 'timeZones must not be empty' })
  @ArrayMaxSize(NOTIFICATION_TIME_ZONES_MAX, {
    message: `timeZones holds at most ${NOTIFICATION_TIME_ZONES_MAX} zones`,
  })
  @ArrayUnique({ message: 'timeZones must not repeat a zone' })
  @IsString({ each: true, message: 'each time zone must be text' })
  @MaxLength(64, { each: true, message: 'a time zone has at most 64 characters' })
  timeZones?: string[];

  @IsOptional()
  @IsArray({ message: 'anyPreference must be a list' })
  @ArrayNotEmpty({ message: 'anyPreference must not be empty' })
  @IsIn(EMAIL_PREFERENCES, { each: true, message: 'anyPreference holds an unknown preference' })
  anyPreference?: EmailPreference[];
}

/**
 * A user as the notification service needs them for scheduled e-mails (SPEC §3 fields):
 * `display_name` is the first name, or the username without one.
 */
export interface NotificationRecipientDto {
  id: string;
  email: string;
  display_name: string;
  /** The profile's IANA time zone (default 'UTC'). */
  timezone: string;
  email_reminders: boolean;
  weekly_summaries: boolean;
  product_updates: boolean;
  /** Issue #21: the language of the user's e-mails; null is English. */
  language: LanguageCode | null;
}

/** One page of recipients; `nextAfterId` is the cursor of the next page, null after the last. */
export interface NotificationRecipientsPageDto {
  recipients: NotificationRecipientDto[];
  nextAfterId: string | null;
}
