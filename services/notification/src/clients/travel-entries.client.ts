import {
  TravelPatterns,
  type NotificationEntriesDto,
  type NotificationEntryDto,
} from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';

/**
 * The notification service's read of travel records from the travel service (TCP at
 * TRAVEL_SERVICE_HOST:TRAVEL_SERVICE_PORT). A failure throws, so the batch is retried.
 */
export class TravelEntriesClient extends RpcServiceClient {
  protected readonly service = 'travel';

  /** The records of each user asked about (an empty list for a user without any). */
  async entriesOf(userIds: readonly string[]): Promise<Map<string, NotificationEntryDto[]>> {
    const byUser = new Map<string, NotificationEntryDto[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byUser;
    const { entries } = await this.send<NotificationEntriesDto>(
      TravelPatterns.ListNotificationEntries,
      { userIds },
    );
    for (const entry of entries) byUser.get(entry.user_id)?.push(entry);
    return byUser;
  }
}
