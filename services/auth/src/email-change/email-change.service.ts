import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

import {
  AppError,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_REQUESTED_TOPIC,
  EMAIL_CHANGE_TTL_HOURS,
  INVALID_EMAIL_CHANGE_TOKEN_MESSAGE,
  USER_UPDATED_TOPIC,
  ValidationError,
  hashResetToken,
  type AttachEmailChangeTokenRpcRequest,
  type AttachResetTokenResult,
  type OkResult,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';
import { newEnvelope, recordEvent } from '@app/persistence';

import { isUniqueViolation } from '../common/unique-violation';
import { assertCurrentPassword } from '../credentials/current-password';
import { PasswordHasher } from '../credentials/password-hasher';
import { emailTaken } from '../users/create-account';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { findUserByEmail, getUser } from '../users/user.queries';

const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;

const invalidToken = (): AppError =>
  new AppError('AUTH_EMAIL_CHANGE_TOKEN_INVALID', INVALID_EMAIL_CHANGE_TOKEN_MESSAGE);

/** A checked request to move an account to a new address (`EmailChangeService.check`). */
export interface EmailChange {
  user: UserEntity;
  newEmail: string;
}

/**
 * E-mail changes (ASVS 5.0 V6.2.x, V7.x): a profile save with a new address needs the current
 * password; the address then waits on the account (`pending_email`) and the one it had keeps the
 * reminders and gets a notice. The link sent to the new address makes it the account's. As for a
 * password reset, the raw token is never stored: the notification worker attaches its SHA-256.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userVersions: UserVersions,
  ) {}

  /**
   * The change a profile save asks for, checked: null when `email` is the stored address in any
   * case (nothing to confirm). Otherwise `currentPassword` must be given and right (400 on
   * `current_password`), and no other account may hold the address (409).
   */
  async check(
    userId: string,
    email: string,
    currentPassword: string | undefined,
  ): Promise<EmailChange | null> {
    const user = await getUser(this.dataSource.manager, userId);
    const newEmail = email.trim();
    if (newEmail.toLowerCase() === user.email.toLowerCase()) return null;
    if (!currentPassword) {
      throw new ValidationError([
        { field: 'current_password', messages: [CURRENT_PASSWORD_REQUIRED_MESSAGE] },
      ]);
    }
    await assertCurrentPassword(this.hasher, user.passwordHash, currentPassword);
    const holder = await findUserByEmail(this.dataSource.manager, newEmail);
    if (holder && holder.id !== user.id) throw emailTaken();
    return { user, newEmail };
  }

  /**
   * Puts the checked change on the account (replacing an earlier one, whose link stops working)
   * and records `auth.email-change.requested.v1` in the caller's transaction.
   */
  async request(manager: EntityManager, change: EmailChange): Promise<void> {
    const now = this.clock();
    const requestId = randomUUID();
    const expiresAt = new Date(now.getTime() + TTL_MS);
    await manager.update(
      UserEntity,
      { id: change.user.id },
      {
        pendingEmail: change.newEmail,
        pendingEmailRequestId: requestId,
        pendingEmailTokenHash: null,
        pendingEmailExpiresAt: expiresAt,
      },
    );
    await recordEvent(manager, EMAIL_CHANGE_REQUESTED_TOPIC, {
      ...newEnvelope(requestId, now),
      userId: change.user.id,
      username: change.user.username,
      email: change.user.email,
      language: change.user.language,
      requestId,
      newEmail: change.newEmail,
      expiresAt: expiresAt.toISOString(),
    });
  }

  /**
   * Stores the link token's hash on the account whose open change is `requestId` (no hash yet, or
   * this one again: a retried job); `attached: false` when that change is gone, replaced,
   * confirmed or expired.
   */
  async attachToken(request: AttachEmailChangeTokenRpcRequest): Promise<AttachResetTokenResult> {
    try {
      const result = await this.dataSource
        .createQueryBuilder()
        .update(UserEntity)
        .set({ pendingEmailTokenHash: request.tokenHash })
        .where('pending_email_request_id = :id', { id: request.requestId })
        .andWhere('(pending_email_token_hash IS NULL OR pending_email_token_hash = :hash)', {
          hash: request.tokenHash,
        })
        .andWhere('pending_email_expires_at > :now', { now: this.clock() })
        .execute();
      return { attached: result.affected === 1 };
    } catch (error) {
      if (isUniqueViolation(error, 'users_pending_email_token_hash_key')) {
        return { attached: false };
      }
      throw error;
    }
  }

  /**
   * The link's token makes the pending address the account's, once, before it expires; records
   * `auth.user.updated.v1`. An address another account took meanwhile is a 409 (nothing changes).
   */
  async confirm(token: string): Promise<OkResult> {
    let userId: string;
    try {
      userId = await this.dataSource.transaction(async (manager) => {
        const user = await manager.findOne(UserEntity, {
          where: { pendingEmailTokenHash: hashResetToken(token) },
          lock: { mode: 'pessimistic_write' },
        });
        const now = this.clock();
        if (
          !user?.pendingEmail ||
          !user.pendingEmailExpiresAt ||
          user.pendingEmailExpiresAt <= now
        ) {
          throw invalidToken();
        }
        await manager.update(
          UserEntity,
          { id: user.id },
          {
            email: user.pendingEmail,
            pendingEmail: null,
            pendingEmailRequestId: null,
            pendingEmailTokenHash: null,
            pendingEmailExpiresAt: null,
          },
        );
        await recordEvent(manager, USER_UPDATED_TOPIC, {
          ...newEnvelope(user.id, now),
          userId: user.id,
          username: user.username,
          email: user.pendingEmail,
          timezone: user.timezone,
        });
        return user.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw emailTaken();
      throw error;
    }
    await this.userVersions.changed(userId);
    return { ok: true };
  }
}
