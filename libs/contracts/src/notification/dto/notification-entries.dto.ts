import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined } from 'class-validator';

import { IsEntityId } from '../../common/is-entity-id.decorator';
import type { ExcludedPeriodDto } from '../../travel/excluded-periods/excluded-period.dto';
import type { TravelEntryDto } from '../../travel/dto/travel-entry.dto';

/** The most users one `TravelPatterns.ListNotificationEntries` call asks about. */
export const NOTIFICATION_ENTRIES_MAX_USERS = 1_000;

/**
 * `TravelPatterns.ListNotificationEntries` (notification → travel): the travel records of a batch
 * of users, for their reminders and weekly summaries.
 */
export class ListNotificationEntriesRpcRequest {
  @IsDefined({ message: 'userIds is required' })
  @IsArray({ message: 'userIds must be a list' })
  @ArrayNotEmpty({ message: 'userIds must not be empty' })
  @ArrayMaxSize(NOTIFICATION_ENTRIES_MAX_USERS, {
    message: `userIds holds at most ${NOTIFICATION_ENTRIES_MAX_USERS} ids`,
  })
  @IsEntityId({ each: true, message: 'every user id must be a valid id' })
  userIds!: string[];
}

/** A travel record without its notes (an e-mail never needs them), with its traveller. */
export type NotificationEntryDto = Omit<TravelEntryDto, 'notes'> & { traveller_id: string };

/** A residence permit or long-stay visa of a traveller, with the account it belongs to. */
export type NotificationExcludedPeriodDto = ExcludedPeriodDto & { user_id: string };

/** A traveller of an account (issue #22): reminders about them name them. */
export interface NotificationTravellerDto {
  id: string;
  user_id: string;
  name: string;
  is_account_holder: boolean;
  /**
   * Whether reminder e-mails about another traveller are wanted (their details' switch); always
   * true for the account holder, whose switch is the profile's `email_reminders`.
   */
  email_reminders: boolean;
}

/**
 * The answer, for every traveller of the users asked about (ADR 0034 part 5): the travellers, by
 * user, the account holder's first, then by creation (an account that never recorded anything may
 * have none yet: its holder has no records); every record, by user, then date, then creation time
 * (each traveller's own records keep that order); and the residence permits and long-stay visas
 * (issue #22: their days never count, in an e-mail as on the dashboard), by user, then start.
 */
export interface NotificationEntriesDto {
  travellers: NotificationTravellerDto[];
  entries: NotificationEntryDto[];
  excluded_periods: NotificationExcludedPeriodDto[];
}
