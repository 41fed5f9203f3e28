import {
  TravelPatterns,
  toRuleExcludedPeriod,
  type EmailTraveller,
  type NotificationEntriesDto,
  type NotificationEntryDto,
} from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';
import type { ExcludedPeriod } from '@app/schengen-rules';

import { NO_TRAVEL_RECORDS, type TravelRecords } from '../morning-emails/travel-facts';

/** One traveller of an account and their records (ADR 0034 part 5). */
export interface TravellerRecords extends TravelRecords {
  /**
   * Null for the account holder: their e-mails are SPEC's own, and their level and once-only keys
   * are the user's as before travellers; otherwise the traveller an e-mail names.
   */
  traveller: EmailTraveller | null;
  /**
   * Whether reminder e-mails about this traveller are wanted (another traveller's own switch; the
   * account holder's is the profile's `email_reminders`, so true here). The account's
   * `email_reminders` gates them all.
   */
  emailReminders: boolean;
}

/** An account's travellers: the account holder's first (always, with no records when none). */
export type AccountRecords = readonly [TravellerRecords, ...TravellerRecords[]];

/** An account travel knows nothing of: its account holder, without records. */
export const NO_ACCOUNT_RECORDS: AccountRecords = [
  { traveller: null, emailReminders: true, ...NO_TRAVEL_RECORDS },
];

/** The id the levels and once-only keys use for a traveller: null for the account holder. */
export function travellerIdOf(records: TravellerRecords): string | null {
  return records.traveller?.id ?? null;
}

interface MutableTravellerRecords extends TravellerRecords {
  entries: NotificationEntryDto[];
  excludedPeriods: ExcludedPeriod[];
}

/**
 * The notification service's read of travel records from the travel service (TCP at
 * TRAVEL_SERVICE_HOST:TRAVEL_SERVICE_PORT). A failure throws, so the batch is retried.
 */
export class TravelEntriesClient extends RpcServiceClient {
  protected readonly service = 'travel';

  /**
   * The travellers of each account asked about, each with their entries and exits and their
   * residence permits and long-stay visas: the account holder's first (with empty lists when travel
   * knows of no record), then the others in the account's order.
   */
  async recordsOf(userIds: readonly string[]): Promise<Map<string, AccountRecords>> {
    const holderOf = (): MutableTravellerRecords => ({
      traveller: null,
      emailReminders: true,
      entries: [],
      excludedPeriods: [],
    });
    const byUser = new Map<string, [MutableTravellerRecords, ...MutableTravellerRecords[]]>(
      userIds.map((id) => [id, [holderOf()]]),
    );
    if (userIds.length === 0) return byUser;
    const { travellers, entries, excluded_periods } = await this.send<NotificationEntriesDto>(
      TravelPatterns.ListNotificationEntries,
      { userIds },
    );
    const byTraveller = new Map<string, MutableTravellerRecords>();
    for (const { id, user_id, name, is_account_holder, email_reminders } of travellers) {
      const account = byUser.get(user_id);
      if (!account) continue;
      if (is_account_holder) {
        byTraveller.set(id, account[0]);
        continue;
      }
      const records: MutableTravellerRecords = {
        ...holderOf(),
        traveller: { id, name },
        emailReminders: email_reminders,
      };
      account.push(records);
      byTraveller.set(id, records);
    }
    for (const entry of entries) byTraveller.get(entry.traveller_id)?.entries.push(entry);
    for (const period of excluded_periods) {
      byTraveller.get(period.traveller_id)?.excludedPeriods.push(toRuleExcludedPeriod(period));
    }
    return byUser;
  }
}
