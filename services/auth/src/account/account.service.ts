import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import {
  UnauthenticatedError,
  WRONG_PASSWORD_MESSAGE,
  type DeleteAccountRpcRequest,
  type OkResult,
} from '@app/contracts';

import { PasswordHasher } from '../credentials/password-hasher';
import { UserDeletion } from '../users/user-deletion';
import { getUser } from '../users/user.queries';

/** The signed-in user deletes their own account (SPEC §6, tutorial text). */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly deletion: UserDeletion,
  ) {}

  /**
   * Checks the password again, then deletes the account and its reset requests and records
   * `auth.user.deleted.v1` in one transaction (travel removes the entries, notification says
   * goodbye), and finally ends every session of the user.
   */
  async delete(request: DeleteAccountRpcRequest): Promise<OkResult> {
    const user = await getUser(this.dataSource.manager, request.userId);
    if (!(await this.hasher.verify(user.passwordHash, request.password))) {
      throw new UnauthenticatedError(WRONG_PASSWORD_MESSAGE, { code: 'AUTH_INVALID_CREDENTIALS' });
    }
    await this.deletion.delete(user, 'self');
    return { ok: true };
  }
}
