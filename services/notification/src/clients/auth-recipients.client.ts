import {
  AuthPatterns,
  type EmailPreference,
  type ListNotificationRecipientsRpcRequest,
  type NotificationRecipientDto,
  type NotificationRecipientsPageDto,
  type NotificationTimeZonesDto,
} from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';

/**
 * The notification service's reads of users from the auth service (TCP at
 * AUTH_SERVICE_HOST:AUTH_SERVICE_PORT). A failure is a `ServiceUnavailableError` (or the
 * service's `AppError`), so the event or job that needed the answer is retried.
 */
export class AuthRecipientsClient extends RpcServiceClient {
  protected readonly service = 'auth';

  /** The profile time zones of the users with at least one of `anyPreference` on. */
  async timeZones(anyPreference: readonly EmailPreference[]): Promise<string[]> {
    const result = await this.send<NotificationTimeZonesDto>(
      AuthPatterns.ListNotificationTimeZones,
      { anyPreference },
    );
    return result.timeZones;
  }

  /** One page of users (see `ListNotificationRecipientsRpcRequest`). */
  page(request: ListNotificationRecipientsRpcRequest): Promise<NotificationRecipientsPageDto> {
    return this.send<NotificationRecipientsPageDto>(
      AuthPatterns.ListNotificationRecipients,
      request,
    );
  }

  /** The user as they are now, or null when the account no longer exists. */
  async find(userId: string): Promise<NotificationRecipientDto | null> {
    const { recipients } = await this.page({ userIds: [userId], limit: 1 });
    return recipients[0] ?? null;
  }
}
