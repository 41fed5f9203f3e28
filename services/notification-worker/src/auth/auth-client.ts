import type { OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';

import { AuthPatterns, type AttachResetTokenResult } from '@app/contracts';
import { type RpcSigner, sendRpc } from '@app/nest-core';

/** The worker's one call to the auth service (TCP at AUTH_SERVICE_HOST:AUTH_SERVICE_PORT). */
export class AuthClient implements OnApplicationShutdown {
  constructor(
    private readonly client: ClientProxy,
    private readonly signer: RpcSigner,
  ) {}

  /**
   * Asks auth to store `tokenHash` on the reset request; true when it now holds that hash (also
   * when it already did). Throws `ServiceUnavailableError` when auth cannot be reached, so the job
   * is retried.
   */
  async attachResetToken(requestId: string, tokenHash: string): Promise<boolean> {
    const result = await sendRpc<AttachResetTokenResult>(
      this.client,
      this.signer,
      'auth',
      AuthPatterns.AttachResetToken,
      { requestId, tokenHash },
    );
    return result.attached;
  }

  /** As `attachResetToken`, for an e-mail change's confirmation link. */
  async attachEmailChangeToken(requestId: string, tokenHash: string): Promise<boolean> {
    const result = await sendRpc<AttachResetTokenResult>(
      this.client,
      this.signer,
      'auth',
      AuthPatterns.AttachEmailChangeToken,
      { requestId, tokenHash },
    );
    return result.attached;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
