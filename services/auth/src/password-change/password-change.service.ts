import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import {
  PASSWORD_CHANGED_TOPIC,
  SAME_PASSWORD_MESSAGE,
  ValidationError,
  type ChangePasswordRpcRequest,
  type OkResult,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';
import { SessionStore } from '@app/sessions';
import { newEnvelope, recordEvent } from '@app/persistence';

import { assertCurrentPassword } from '../credentials/current-password';
import { PasswordHasher } from '../credentials/password-hasher';
import { PasswordPolicy } from '../credentials/password-policy';
import { UserEntity } from '../users/user.entity';
import { UserVersions } from '../users/user-versions';
import { getUser } from '../users/user.queries';

/**
 * PUT /api/user/password (ASVS 5.0 V6.2.2, V6.2.3, V7.4.3): the signed-in user proves the current
 * password and sets a new one under the sign-up rules. The new hash and
 * `auth.password.changed.v1` (the notice e-mail) commit together; then every other session of
 * the user ends, and the session the change was made from stays signed in.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly userVersions: UserVersions,
  ) {}

  async change(request: ChangePasswordRpcRequest): Promise<OkResult> {
    const user = await getUser(this.dataSource.manager, request.userId);
    await assertCurrentPassword(this.hasher, user.passwordHash, request.current_password);
    if (request.new_password === request.current_password) {
      throw new ValidationError([{ field: 'new_password', messages: [SAME_PASSWORD_MESSAGE] }]);
    }
    this.policy.assertAcceptable(request.new_password, 'new_password');
    const passwordHash = await this.hasher.hash(request.new_password);
    await this.dataSource.transaction(async (manager) => {
      const updated = await manager.update(
        UserEntity,
        // Only over the hash just checked: a concurrent change (or reset) wins, this one fails.
        { id: user.id, passwordHash: user.passwordHash },
        { passwordHash },
      );
      if (updated.affected !== 1) {
        throw new ValidationError([
          { field: 'current_password', messages: ['Your password was just changed elsewhere.'] },
        ]);
      }
      await recordEvent(manager, PASSWORD_CHANGED_TOPIC, {
        ...newEnvelope(user.id, this.clock()),
        userId: user.id,
        username: user.username,
        email: user.email,
        language: user.language,
      });
    });
    await this.userVersions.changed(user.id);
    await this.sessions.destroyAllForUser(user.id, request.sessionId);
    return { ok: true };
  }
}
