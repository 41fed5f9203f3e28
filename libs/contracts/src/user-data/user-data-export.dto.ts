import { IsIn, IsOptional } from 'class-validator';

import type { UserDto } from '../auth/dto/user.dto';
import type { DonationProductCode } from '../billing/donation-tiers.constants';
import { IsRequiredEntityId } from '../common/is-entity-id.decorator';
import type { TravelEntryDto } from '../travel/dto/travel-entry.dto';
import type { ExcludedPeriodDto } from '../travel/excluded-periods/excluded-period.dto';
import type { TravellerDetailsDto } from '../travel/travellers/traveller-details.dto';
import type { TravellerDto } from '../travel/travellers/traveller.dto';

/**
 * "Download everything we hold about you" (GET /api/user/export, the privacy page's right to
 * export): one JSON document that the gateway composes from one export call to each service that
 * holds data about the user (`AuthPatterns.ExportUserData`, `TravelPatterns.ExportUserData`,
 * `BillingPatterns.ExportUserData`, `NotificationPatterns.ExportUserData`), each answering its own
 * part. Field names are SPEC's (snake_case). `format_version` changes when a field is renamed or
 * removed; adding a field keeps it.
 */
export const USER_DATA_EXPORT_FORMAT_VERSION = 1;

/** `?format=` of GET /api/user/export: the whole document, or the travel entries as SPEC §9's CSV. */
export const USER_DATA_EXPORT_FORMATS = ['json', 'csv'] as const;
export type UserDataExportFormat = (typeof USER_DATA_EXPORT_FORMATS)[number];

/** The e-mail preferences of the account (SPEC §3, plus `product_updates`). */
export interface EmailPreferencesDto {
  email_reminders: boolean;
  weekly_summaries: boolean;
  product_updates: boolean;
  /** SPEC §3's stored flag (default false); no e-mail reads it today. */
  reset_notifications: boolean;
}

/** The account as the auth service holds it (never the password hash), without its preferences. */
export type ProfileExportDto = Omit<
  UserDto,
  keyof Omit<EmailPreferencesDto, 'reset_notifications'>
>;

/** `AuthPatterns.ExportUserData`: the auth service's part. */
export interface AuthUserDataDto {
  profile: ProfileExportDto;
  email_preferences: EmailPreferencesDto;
}

/** A travel record in the export: as the list shows it, with the traveller it belongs to. */
export interface ExportedTravelEntryDto extends TravelEntryDto {
  traveller_id: string;
}

/** A traveller's details in the export, with the traveller they belong to. */
export interface ExportedTravellerDetailsDto extends TravellerDetailsDto {
  traveller_id: string;
}

/**
 * `TravelPatterns.ExportUserData`: the account's travellers (the account holder's first), every
 * travel record of the user (by entry_date, then created_at) and every residence permit or
 * long-stay visa recorded for them (by from, then creation).
 */
export interface TravelUserDataDto {
  travellers: TravellerDto[];
  /**
   * Each traveller's details as the travel service keeps them (the account holder's passport
   * dates are the profile's, exported with it: null here; their `email_reminders` is the
   * profile's too, which the gateway's export puts here in place of travel's true).
   */
  traveller_details: ExportedTravellerDetailsDto[];
  travel_entries: ExportedTravelEntryDto[];
  excluded_periods: ExcludedPeriodDto[];
}

/** One donation Stripe confirmed for the account (ARCHITECTURE: money in pence). */
export interface DonationExportDto {
  id: string;
  payment_intent_id: string;
  product_code: DonationProductCode;
  amount_pence: number;
  /** ISO 4217, lower case ('gbp'). */
  currency: string;
  /** ISO 8601 timestamp: when the donation was recorded. */
  donated_at: string;
}

/** `BillingPatterns.ExportUserData`: the user's donations, oldest first. */
export interface BillingUserDataDto {
  donations: DonationExportDto[];
}

/** The kinds of e-mail the notification service schedules per user (once per period). */
export type ScheduledReminderKind = 'last-day-reminder' | 'weekly-summary';

/** One reminder or summary scheduled for the user. */
export interface ScheduledReminderExportDto {
  kind: ScheduledReminderKind;
  /** The user's local date (a last-day reminder, YYYY-MM-DD) or ISO week (a summary, 2026-W23). */
  period: string;
  /**
   * The traveller of the account a last-day reminder was about when not the account holder
   * (issue #22); null for the account holder's reminders and for the weekly summaries.
   */
  traveller_id: string | null;
  /** ISO 8601 timestamp: when it was scheduled. */
  scheduled_at: string;
}

/** `NotificationPatterns.ExportUserData`: the scheduled e-mails of the user, oldest first. */
export interface NotificationUserDataDto {
  scheduled_reminders: ScheduledReminderExportDto[];
}

/** The document of GET /api/user/export. */
export interface UserDataExportDto
  extends AuthUserDataDto, TravelUserDataDto, BillingUserDataDto, NotificationUserDataDto {
  format_version: typeof USER_DATA_EXPORT_FORMAT_VERSION;
  /** ISO 8601 timestamp of the export. */
  exported_at: string;
}

/** The payload of every service's `ExportUserData` pattern: the signed-in user. */
export class ExportUserDataRpcRequest {
  @IsRequiredEntityId()
  userId!: string;
}

/** The query of GET /api/user/export: `?format=csv` answers the travel entries as SPEC §9's CSV. */
export class UserDataExportQueryDto {
  @IsOptional()
  @IsIn(USER_DATA_EXPORT_FORMATS, { message: "format must be 'json' or 'csv'" })
  format?: UserDataExportFormat;
}
