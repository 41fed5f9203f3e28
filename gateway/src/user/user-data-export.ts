import { Injectable } from '@nestjs/common';

import {
  AuthPatterns,
  type AuthUserDataDto,
  BillingPatterns,
  type BillingUserDataDto,
  type ExportedTravellerDetailsDto,
  NotificationPatterns,
  type NotificationUserDataDto,
  type ReportFileDto,
  ReportingPatterns,
  TravelPatterns,
  type TravelUserDataDto,
  USER_DATA_EXPORT_FORMAT_VERSION,
  type UserDataExportDto,
} from '@app/contracts';

import { ServiceClient } from '../clients/service-client';
import { travelReportRequest } from '../reports/travel-report-request';
import { UserCache } from './user-cache';

/**
 * "Download everything we hold about you": asks each service that holds data about the user for
 * its part (one `ExportUserData` call each, in parallel) and puts the parts in one versioned
 * document. Nothing is computed here: each part is the owning service's answer, but for the
 * account holder's reminder switch in `traveller_details`, which is the profile's
 * `email_reminders` (travel keeps no value of its own for it). If a service does not answer, the
 * export fails (503) rather than leaving part of the data out.
 */
@Injectable()
export class UserDataExport {
  constructor(
    private readonly services: ServiceClient,
    private readonly userCache: UserCache,
  ) {}

  async document(userId: string, now: Date): Promise<UserDataExportDto> {
    const request = { userId };
    const [account, travel, billing, notification] = await Promise.all([
      this.services.auth<AuthUserDataDto>(AuthPatterns.ExportUserData, request),
      this.services.travel<TravelUserDataDto>(TravelPatterns.ExportUserData, request),
      this.services.billing<BillingUserDataDto>(BillingPatterns.ExportUserData, request),
      this.services.notification<NotificationUserDataDto>(
        NotificationPatterns.ExportUserData,
        request,
      ),
    ]);
    return {
      format_version: USER_DATA_EXPORT_FORMAT_VERSION,
      exported_at: now.toISOString(),
      profile: account.profile,
      email_preferences: account.email_preferences,
      travellers: travel.travellers,
      traveller_details: withHolderReminders(travel, account.email_preferences.email_reminders),
      travel_entries: travel.travel_entries,
      excluded_periods: travel.excluded_periods,
      donations: billing.donations,
      scheduled_reminders: notification.scheduled_reminders,
    };
  }

  /** The travel entries as SPEC §9's CSV: the very file of GET /api/reports/travel.csv. */
  async travelCsv(userId: string): Promise<ReportFileDto> {
    return this.services.reporting<ReportFileDto>(
      ReportingPatterns.TravelCsv,
      await travelReportRequest(this.userCache, userId),
    );
  }
}

/**
 * The travellers' details with the account holder's `email_reminders` the profile's (as
 * `GET /api/travellers/{id}/details` answers it), not travel's column, which stays true for them.
 */
function withHolderReminders(
  { travellers, traveller_details }: TravelUserDataDto,
  emailReminders: boolean,
): ExportedTravellerDetailsDto[] {
  const holders = new Set(
    travellers.filter((traveller) => traveller.is_account_holder).map(({ id }) => id),
  );
  return traveller_details.map((details) =>
    holders.has(details.traveller_id) ? { ...details, email_reminders: emailReminders } : details,
  );
}
