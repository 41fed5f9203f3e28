import type { OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

import {
  AuthPatterns,
  type EmailPreference,
  type ListNotificationRecipientsRpcRequest,
  type NotificationRecipientDto,
  type NotificationRecipientsPageDto,
  type NotificationTimeZonesDto,
} from '@app/contracts';
import { type RpcSigner, sendRpc } from '@app/nest-core';

/**
 * The notification service's reads of users from the auth service (TCP at
 * AUTH_SERVICE_HOST:AUTH_SERVICE_PORT). A failure is a `ServiceUnavailableError` (or the
 * service's `AppError`), so the event or job that needed the answer is retried.
 */
export class AuthRecipientsClient implements OnApplicationShutdown {
  constructor(
    private readonly client: ClientProxy,
    private readonly signer: RpcSigner,
  ) {}

  /** The profile time zones of the users with at least one of `anyPreference` on. */
  async timeZones(anyPreference: readonly EmailPreference[]): Promise<string[]> {
    const result = await sendRpc<NotificationTimeZonesDto>(
      this.client,
      this.signer,
      'auth',
      AuthPatterns.ListNotificationTimeZones,
      { anyPreference },
    );
    return result.timeZones;
  }

  /** One page of users (see `ListNotificationRecipientsRpcRequest`). */
  page(request: ListNotificationRecipientsRpcRequest): Promise<NotificationRecipientsPageDto> {
    return sendRpc<NotificationRecipientsPageDto>(
      this.client,
      this.signer,
      'auth',
      AuthPatterns.ListNotificationRecipients,
      request,
    );
  }

  /** The user as they are now, or null when the account no longer exists. */
  async find(userId: string): Promise<NotificationRecipientDto | null> {
    const { recipients } = await this.page({ userIds: [userId], limit: 1 });
    return recipients[0] ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
