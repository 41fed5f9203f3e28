import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

import {
  type EndedSessionsResult,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginResult,
  type MfaSessionResult,
  UnauthenticatedError,
  type LoginRpcRequest,
  type OkResult,
  type SessionResult,
  type VerifyMfaRpcRequest,
} from '@app/contracts';
import { SessionStore } from '@app/sessions';

import { AuthEnv } from '../config/env.schema';
import { PasswordHasher } from '../credentials/password-hasher';
import { MfaService } from '../mfa/mfa.service';
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
    private readonly env: AuthEnv,
    private readonly mfa: MfaService,
  ) {}

  /**
   * Checks a username (case-sensitive) or e-mail (any case) and password, counts the login and
   * opens a session. An unknown name costs the same argon2 work as a wrong password, and both get
   * the same answer. An administrator gets no session yet: the second step's challenge
   * (`MfaService`), and the login counts once that step passes.
   */
  async login(request: LoginRpcRequest): Promise<LoginResult> {
    const user = await findUserBySignInName(this.users, request.username);
    const matches = user
      ? await this.hasher.verify(user.passwordHash, request.password)
      : await this.hasher.verifyNothing(request.password);
    if (!user || !matches) {
      throw new UnauthenticatedError(INVALID_CREDENTIALS_MESSAGE, {
        code: 'AUTH_INVALID_CREDENTIALS',
      });
    }
    if (user.role === 'admin') return this.mfa.begin(user, request.previousSessionId);
    const counted = await this.countLogin(user.id);
    return this.start(counted, request.previousSessionId);
  }

  /** An administrator's second step: the session, and the recovery codes after enrolment. */
  async verifyMfa(request: VerifyMfaRpcRequest): Promise<MfaSessionResult> {
    const verified = await this.mfa.verify(request);
    const counted = await this.countLogin(verified.user.id);
    const session = await this.start(counted, verified.previousSessionId);
    return { ...session, recoveryCodes: verified.recoveryCodes };
  }

  async logout(sessionId: string): Promise<OkResult> {
    await this.sessions.destroy(sessionId);
    return { ok: true };
  }

  /**
   * Opens a session for the user and ends the browser's previous one (rotation). An
   * administrator's session has the stricter admin policy (idle 15 min, absolute 8 h by default;
   * docs/adr/0023).
   */
  async start(user: UserEntity, previousSessionId?: string): Promise<SessionResult> {
    if (previousSessionId) await this.sessions.destroy(previousSessionId);
    const policy = user.role === 'admin' ? this.env.adminSessionPolicy : undefined;
    const session = await this.sessions.create(user.id, Date.now(), policy);
    return {
      user: toUserDto(user),
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
    };
  }

  /** "Sign out of all devices": ends every session of the user, the caller's too. */
  async endAll(userId: string): Promise<EndedSessionsResult> {
    return { ended: await this.sessions.destroyAllForUser(userId) };
  }

  private async countLogin(userId: string): Promise<UserEntity> {
    await this.users.increment({ id: userId }, 'loginCount', 1);
    await this.userVersions.changed(userId);
    return this.users.findOneByOrFail({ id: userId });
  }
}
