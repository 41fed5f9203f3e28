import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';

import {
  type AuthUserDataDto,
  NotFoundError,
  type RegisterRpcRequest,
  type SessionResult,
  type UserDto,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { PasswordHasher } from '../credentials/password-hasher';
import { PasswordPolicy } from '../credentials/password-policy';
import { SessionsService } from '../sessions/sessions.service';
import { createAccount } from './create-account';
import { UserEntity } from './user.entity';
import { toUserDto } from './user.mapper';
import { findUserDto, getUser } from './user.queries';

/** Sign-up, the current user and the data export. */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Creates a plain user (never an admin) and signs them in. */
  async register(request: RegisterRpcRequest): Promise<SessionResult> {
    this.policy.assertAcceptable(request.password, 'password');
    const passwordHash = await this.hasher.hash(request.password);
    const user = await createAccount(
      this.dataSource,
      { username: request.username, email: request.email, passwordHash, role: 'user' },
      this.clock(),
    );
    return this.sessions.start(user, request.previousSessionId);
  }

  async current(userId: string): Promise<UserDto> {
    const user = await findUserDto(this.dataSource.manager, userId);
    if (!user) throw new NotFoundError('User', userId);
    return user;
  }

  /**
   * The auth part of the user's data export: the account (never the password hash) and its
   * e-mail preferences, each under SPEC's field names.
   */
  async export(userId: string): Promise<AuthUserDataDto> {
    const user = await this.find(userId);
    const { email_reminders, weekly_summaries, product_updates, ...profile } = toUserDto(user);
    return {
      profile,
      email_preferences: {
        email_reminders,
        weekly_summaries,
        product_updates,
        reset_notifications: user.resetNotifications,
      },
    };
  }

  private async find(userId: string): Promise<UserEntity> {
    return getUser(this.users, userId);
  }
}
