import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import { NotFoundError, USER_DELETED_TOPIC, type EventPayload } from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';
import { SessionStore } from '@app/sessions';
import { newEnvelope, recordEvent } from '@app/persistence';

import { PasswordResetRequestEntity } from '../password-reset/password-reset-request.entity';
import { UserEntity } from './user.entity';
import { UserVersions } from './user-versions';

/**
 * Deleting an account, by its owner (`AccountService`) or by an admin (`AdminUsersService`): the
 * account and its reset requests go and `auth.user.deleted.v1` is recorded in one transaction
 * (travel removes the entries, notification its jobs and says goodbye, reporting drops the user
 * from the read model); then the user is marked changed and every session of the user ends.
 */
@Injectable()
export class UserDeletion {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userVersions: UserVersions,
  ) {}

  /** Throws `NotFoundError` when a concurrent deletion won: nothing is recorded twice. */
  async delete(
    user: UserEntity,
    deletedBy: EventPayload<typeof USER_DELETED_TOPIC>['deletedBy'],
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(PasswordResetRequestEntity, { userId: user.id });
      const deleted = await manager.delete(UserEntity, { id: user.id });
      if (deleted.affected !== 1) throw new NotFoundError('User', user.id);
      await recordEvent(manager, USER_DELETED_TOPIC, {
        ...newEnvelope(user.id, this.clock()),
        userId: user.id,
        username: user.username,
        email: user.email,
        language: user.language,
        deletedBy,
      });
    });
    await this.userVersions.changed(user.id);
    await this.sessions.destroyAllForUser(user.id);
  }
}
