import { randomUUID } from 'node:crypto';

import type { DataSource } from 'typeorm';

import {
  ConflictError,
  EMAIL_TAKEN_MESSAGE,
  USER_REGISTERED_TOPIC,
  USERNAME_TAKEN_MESSAGE,
  type UserRole,
} from '@app/contracts';
import { newEnvelope, recordEvent } from '@app/persistence';

import { isUniqueViolation } from '../common/unique-violation';
import { UserEntity } from './user.entity';
import { findUserByEmail } from './user.queries';

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  role: UserRole;
}

export const usernameTaken = (): ConflictError =>
  new ConflictError(USERNAME_TAKEN_MESSAGE, { code: 'AUTH_USERNAME_TAKEN' });

export const emailTaken = (): ConflictError =>
  new ConflictError(EMAIL_TAKEN_MESSAGE, { code: 'AUTH_EMAIL_TAKEN' });

/**
 * Creates an account and records `auth.user.registered.v1` in the same transaction (sign-up and
 * the CLI's `seed-admin`). A taken username (exact) or e-mail (any case) is a coded 409, also when
 * a concurrent sign-up wins the race to the unique index.
 */
export async function createAccount(
  dataSource: DataSource,
  account: NewAccount,
  now: Date,
): Promise<UserEntity> {
  try {
    return await dataSource.transaction(async (manager) => {
      if (await manager.existsBy(UserEntity, { username: account.username })) throw usernameTaken();
      if (await findUserByEmail(manager, account.email)) throw emailTaken();
      const user = manager.create(UserEntity, {
        id: randomUUID(),
        username: account.username,
        email: account.email.trim(),
        passwordHash: account.passwordHash,
        role: account.role,
      });
      await manager.insert(UserEntity, user);
      const saved = await manager.findOneByOrFail(UserEntity, { id: user.id });
      await recordEvent(manager, USER_REGISTERED_TOPIC, {
        ...newEnvelope(saved.id, now),
        userId: saved.id,
        username: saved.username,
        email: saved.email,
      });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) throw usernameTaken();
    if (isUniqueViolation(error, 'users_email_lower_key')) throw emailTaken();
    throw error;
  }
}
