import {
  TravelPatterns,
  toRuleExcludedPeriod,
  type NotificationEntriesDto,
  type NotificationEntryDto,
} from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';
import type { ExcludedPeriod } from '@app/schengen-rules';

import type { TravelRecords } from '../morning-emails/travel-facts';

/**
 * The notification service's read of travel records from the travel service (TCP at
 * TRAVEL_SERVICE_HOST:TRAVEL_SERVICE_PORT). A failure throws, so the batch is retried.
 */
export class TravelEntriesClient extends RpcServiceClient {
  protected readonly service = 'travel';

  /**
   * The records of each user asked about: their entries and exits, and their residence permits
   * and long-stay visas (empty lists for a user without any).
   */
  async recordsOf(userIds: readonly string[]): Promise<Map<string, TravelRecords>> {
    const byUser = new Map<
      string,
      { entries: NotificationEntryDto[]; excludedPeriods: ExcludedPeriod[] }
    >(userIds.map((id) => [id, { entries: [], excludedPeriods: [] }]));
    if (userIds.length === 0) return byUser;
    const { entries, excluded_periods } = await this.send<NotificationEntriesDto>(
      TravelPatterns.ListNotificationEntries,
      { userIds },
    );
    for (const entry of entries) byUser.get(entry.user_id)?.entries.push(entry);
    for (const period of excluded_periods) {
      byUser.get(period.user_id)?.excludedPeriods.push(toRuleExcludedPeriod(period));
    }
    return byUser;
  }
}
