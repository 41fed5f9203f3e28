import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AttachResetTokenRpcRequest,
  AuthPatterns,
  type AttachResetTokenResult,
} from '@app/contracts';
import { startFakeRpcService } from '@app/testing';

/**
 * What the fake auth service knows: open reset requests and the hash each holds, like auth's
 * `attachToken` (the same hash again is accepted; another hash, or a closed request, is not).
 */
export class FakeResetRequests {
  readonly calls: AttachResetTokenRpcRequest[] = [];
  private readonly hashes = new Map<string, string | null>();
  private readonly holds = new Map<string, Promise<void>>();

  open(requestId: string): void {
    this.hashes.set(requestId, null);
  }

  close(requestId: string): void {
    this.hashes.delete(requestId);
  }

  hashOf(requestId: string): string | null | undefined {
    return this.hashes.get(requestId);
  }

  /** Makes the next attach call for `requestId` wait until the returned function is called. */
  hold(requestId: string): () => void {
    let release = (): void => undefined;
    this.holds.set(requestId, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  async attach(request: AttachResetTokenRpcRequest): Promise<AttachResetTokenResult> {
    this.calls.push({ ...request });
    const hold = this.holds.get(request.requestId);
    if (hold) {
      this.holds.delete(request.requestId);
      await hold;
    }
    const current = this.hashes.get(request.requestId);
    if (current === undefined || (current !== null && current !== request.tokenHash)) {
      return { attached: false };
    }
    this.hashes.set(request.requestId, request.tokenHash);
    return { attached: true };
  }
}

/** Starts a TCP microservice answering `AuthPatterns.AttachResetToken` from `requests`. */
export async function startFakeAuthService(
  port: number,
  requests: FakeResetRequests,
): Promise<INestMicroservice> {
  @Controller()
  class FakePasswordResetController {
    @MessagePattern(AuthPatterns.AttachResetToken)
    attach(@Payload() request: AttachResetTokenRpcRequest): Promise<AttachResetTokenResult> {
      return requests.attach(request);
    }

    /** E-mail changes' links: the same bookkeeping (request ids are UUIDs, never shared). */
    @MessagePattern(AuthPatterns.AttachEmailChangeToken)
    attachEmailChange(
      @Payload() request: AttachResetTokenRpcRequest,
    ): Promise<AttachResetTokenResult> {
      return requests.attach(request);
    }
  }

  @Module({ controllers: [FakePasswordResetController] })
  class FakeAuthModule {}

  return startFakeRpcService(FakeAuthModule, port, 'auth');
}
