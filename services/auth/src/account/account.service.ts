import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import {
  NotFoundError,
  UnauthenticatedError,
  USER_DELETED_TOPIC,
  WRONG_PASSWORD_MESSAGE,
  type DeleteAccountRpcRequest,
  type OkResult,
} from '@app/contracts';
import { CLOCK, type Clock, SessionStore } from '@app/nest-core';
import { newEnvelope, recordEvent } from '@app/persistence';

import { PasswordHasher } from '../credentials/password-hasher';
import { PasswordResetRequestEntity } from '../password-reset/password-reset-request.entity';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';

/** The signed-in user deletes their own account (SPEC §6, tutorial text). */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userVersions: UserVersions,
  ) {}

  /**
   * Checks the password again, then deletes the account and its reset requests and records
   * `auth.user.deleted.v1` in one transaction (travel removes the entries, notification says
   * goodbye), and finally ends every session of the user.
   */
  async delete(request: DeleteAccountRpcRequest): Promise<OkResult> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: request.userId });
    if (!user) throw new NotFoundError('User', request.userId);
    if (!(await this.hasher.verify(user.passwordHash, request.password))) {
      throw new UnauthenticatedError(WRONG_PASSWORD_MESSAGE, { code: 'AUTH_INVALID_CREDENTIALS' });
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(PasswordResetRequestEntity, { userId: user.id });
      const deleted = await manager.delete(UserEntity, { id: user.id });
      // A concurrent deletion won: record nothing twice.
      if (deleted.affected !== 1) throw new NotFoundError('User', user.id);
      await recordEvent(manager, USER_DELETED_TOPIC, {
        ...newEnvelope(user.id, this.clock()),
        userId: user.id,
        username: user.username,
        email: user.email,
        deletedBy: 'self',
      });
    });
    await this.userVersions.changed(user.id);
    await this.sessions.destroyAllForUser(user.id);
    return { ok: true };
  }
}
