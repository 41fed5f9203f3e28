import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

import {
  INVALID_CREDENTIALS_MESSAGE,
  UnauthenticatedError,
  type LoginRpcRequest,
  type OkResult,
  type SessionResult,
} from '@app/contracts';
import { SessionStore } from '@app/nest-core';

import { PasswordHasher } from '../credentials/password-hasher';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { toUserDto } from '../users/user.mapper';
import { findUserBySignInName } from '../users/user.queries';

/** Sign-in, sign-out and session rotation. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly userVersions: UserVersions,
  ) {}

  /**
   * Checks a username (case-sensitive) or e-mail (any case) and password, counts the login and
   * opens a session. An unknown name costs the same argon2 work as a wrong password, and both get
   * the same answer.
   */
  async login(request: LoginRpcRequest): Promise<SessionResult> {
    const user = await findUserBySignInName(this.users, request.username);
    const matches = user
      ? await this.hasher.verify(user.passwordHash, request.password)
      : await this.hasher.verifyNothing(request.password);
    if (!user || !matches) {
      throw new UnauthenticatedError(INVALID_CREDENTIALS_MESSAGE, {
        code: 'AUTH_INVALID_CREDENTIALS',
      });
    }
    const counted = await this.countLogin(user.id);
    return this.start(counted, request.previousSessionId);
  }

  async logout(sessionId: string): Promise<OkResult> {
    await this.sessions.destroy(sessionId);
    return { ok: true };
  }

  /** Opens a session for the user and ends the browser's previous one (rotation). */
  async start(user: UserEntity, previousSessionId?: string): Promise<SessionResult> {
    if (previousSessionId) await this.sessions.destroy(previousSessionId);
    const session = await this.sessions.create(user.id);
    return { user: toUserDto(user), sessionId: session.id };
  }

  private async countLogin(userId: string): Promise<UserEntity> {
    await this.users.increment({ id: userId }, 'loginCount', 1);
    await this.userVersions.changed(userId);
    return this.users.findOneByOrFail({ id: userId });
  }
}
