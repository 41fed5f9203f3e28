import { AuthPatterns, type AttachResetTokenResult } from '@app/contracts';
import { RpcServiceClient } from '@app/nest-core';

/** The worker's one call to the auth service (TCP at AUTH_SERVICE_HOST:AUTH_SERVICE_PORT). */
export class AuthClient extends RpcServiceClient {
  protected readonly service = 'auth';

  /**
   * Asks auth to store `tokenHash` on the reset request; true when it now holds that hash (also
   * when it already did). Throws `ServiceUnavailableError` when auth cannot be reached, so the job
   * is retried.
   */
  attachResetToken(requestId: string, tokenHash: string): Promise<boolean> {
    return this.attach(AuthPatterns.AttachResetToken, requestId, tokenHash);
  }

  /** As `attachResetToken`, for an e-mail change's confirmation link. */
  attachEmailChangeToken(requestId: string, tokenHash: string): Promise<boolean> {
    return this.attach(AuthPatterns.AttachEmailChangeToken, requestId, tokenHash);
  }

  private async attach(
    pattern: typeof AuthPatterns.AttachResetToken | typeof AuthPatterns.AttachEmailChangeToken,
    requestId: string,
    tokenHash: string,
  ): Promise<boolean> {
    const result = await this.send<AttachResetTokenResult>(pattern, { requestId, tokenHash });
    return result.attached;
  }
}
