import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';

import {
  AppError,
  INVALID_RESET_TOKEN_MESSAGE,
  PASSWORD_RESET_REQUESTED_TOPIC,
  PASSWORD_RESET_TTL_MINUTES,
  type AttachResetTokenResult,
  type AttachResetTokenRpcRequest,
  type OkResult,
  type ResetPasswordDto,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';
import { SessionStore } from '@app/sessions';
import { newEnvelope, recordEvent } from '@app/persistence';

import { withMinimumDuration } from '../common/minimum-duration';
import { isUniqueViolation } from '../common/unique-violation';
import { AuthEnv } from '../config/env.schema';
import { PasswordHasher } from '../credentials/password-hasher';
import { PasswordPolicy } from '../credentials/password-policy';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { findUserByEmail } from '../users/user.queries';
import { PasswordResetRequestEntity } from './password-reset-request.entity';
import { hashResetToken } from './reset-token';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

const invalidToken = (): AppError =>
  new AppError('AUTH_RESET_TOKEN_INVALID', INVALID_RESET_TOKEN_MESSAGE);

/**
 * Forgot-password. The raw token never reaches this service's storage: a request row is made
 * without one, the notification worker attaches the SHA-256 of the token it e-mails, and the
 * reset matches that hash once, within the hour (see `PasswordResetRequestedEvent`).
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionStore,
    private readonly env: AuthEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userVersions: UserVersions,
  ) {}

  /** Always `{ ok: true }`, no sooner than the floor, so the answer tells nothing about accounts. */
  async request(email: string): Promise<OkResult> {
    await withMinimumDuration(this.env.RECOVERY_MIN_RESPONSE_MS, () => this.recordRequest(email));
    return { ok: true };
  }

  /**
   * Stores the token's hash on an open request that has none yet (or already has this one);
   * `attached: false` when the request is unknown, used, expired or holds another token.
   */
  async attachToken(request: AttachResetTokenRpcRequest): Promise<AttachResetTokenResult> {
    try {
      const result = await this.dataSource
        .createQueryBuilder()
        .update(PasswordResetRequestEntity)
        .set({ tokenHash: request.tokenHash })
        .where('id = :id', { id: request.requestId })
        // Re-attaching the same hash is a no-op that answers attached: a retried e-mail job
        // re-derives the same token, so it may send the link it could not send the first time.
        .andWhere('(token_hash IS NULL OR token_hash = :hash)', { hash: request.tokenHash })
        .andWhere('used_at IS NULL AND expires_at > :now', { now: this.clock() })
        .execute();
      return { attached: result.affected === 1 };
    } catch (error) {
      if (isUniqueViolation(error, 'password_reset_requests_token_hash_key')) {
        return { attached: false };
      }
      throw error;
    }
  }

  /** Sets the new password, spends the token (and every other open request), ends all sessions. */
  async complete(request: ResetPasswordDto): Promise<OkResult> {
    this.policy.assertAcceptable(request.newPassword, 'newPassword');
    const userId = await this.dataSource.transaction(async (manager) => {
      const now = this.clock();
      const resetRequest = await manager.findOne(PasswordResetRequestEntity, {
        where: {
          tokenHash: hashResetToken(request.token),
          usedAt: IsNull(),
          expiresAt: MoreThan(now),
        },
        lock: { mode: 'pessimistic_write' },
      });
      if (!resetRequest) throw invalidToken();
      const passwordHash = await this.hasher.hash(request.newPassword);
      await manager.update(UserEntity, { id: resetRequest.userId }, { passwordHash });
      await manager.update(
        PasswordResetRequestEntity,
        { userId: resetRequest.userId, usedAt: IsNull() },
        { usedAt: now },
      );
      return resetRequest.userId;
    });
    await this.userVersions.changed(userId);
    await this.sessions.destroyAllForUser(userId);
    return { ok: true };
  }

  private recordRequest(email: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const user = await findUserByEmail(manager, email);
      if (user) await this.openRequest(manager, user);
    });
  }

  private async openRequest(manager: EntityManager, user: UserEntity): Promise<void> {
    const now = this.clock();
    const resetRequest = manager.create(PasswordResetRequestEntity, {
      id: randomUUID(),
      userId: user.id,
      tokenHash: null,
      expiresAt: new Date(now.getTime() + TTL_MS),
      usedAt: null,
    });
    await manager.insert(PasswordResetRequestEntity, resetRequest);
    await recordEvent(manager, PASSWORD_RESET_REQUESTED_TOPIC, {
      ...newEnvelope(resetRequest.id, now),
      requestId: resetRequest.id,
      userId: user.id,
      username: user.username,
      email: user.email,
      language: user.language,
      expiresAt: resetRequest.expiresAt.toISOString(),
    });
  }
}
