import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';

import {
  assertAdminActor,
  CANNOT_DELETE_SELF_MESSAGE,
  ConflictError,
  ForbiddenError,
  NOT_AN_ADMIN_MESSAGE,
  type AdminActorRpcRequest,
  type AdminRecipientsRpcRequest,
  type AdminUserDto,
  type AdminUserRpcRequest,
  type BulkEmailRecipientDto,
  type OkResult,
} from '@app/contracts';

import { UserEntity } from '../users/user.entity';
import { UserDeletion } from '../users/user-deletion';
import { getUser } from '../users/user.queries';

/**
 * The admin console's calls on accounts (SPEC §6). Each one checks the acting user's role in this
 * service's own table (the source of truth for roles), after the gateway has checked it too.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deletion: UserDeletion,
  ) {}

  /** The user of the details dialog (SPEC §3 "User details response"). */
  async get(request: AdminUserRpcRequest): Promise<AdminUserDto> {
    await this.assertAdmin(request);
    const user = await getUser(this.users(), request.userId);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      created_at: user.createdAt.toISOString(),
    };
  }

  /**
   * The selected users that still exist, as e-mail recipients with their `product_updates`
   * preference (the notification service skips those who turned it off; unknown ids are left out).
   */
  async recipients(request: AdminRecipientsRpcRequest): Promise<BulkEmailRecipientDto[]> {
    await this.assertAdmin(request);
    const users = await this.users().find({
      select: { id: true, email: true, username: true, productUpdates: true, language: true },
      where: { id: In(request.userIds) },
    });
    return users.map((user) => ({
      userId: user.id,
      email: user.email,
      username: user.username,
      product_updates: user.productUpdates,
      language: user.language,
    }));
  }

  /**
   * Deletes the account, its reset requests and records `auth.user.deleted.v1` (deletedBy 'admin')
   * in one transaction: travel removes the entries, notification its jobs and says goodbye,
   * reporting drops the user from the read model. Then ends every session of the user.
   */
  async delete(request: AdminUserRpcRequest): Promise<OkResult> {
    await this.assertAdmin(request);
    if (request.userId === request.actorId) throw new ConflictError(CANNOT_DELETE_SELF_MESSAGE);
    const user = await getUser(this.users(), request.userId);
    await this.deletion.delete(user, 'admin');
    return { ok: true };
  }

  /** The request's claim (`assertAdminActor`), then the stored role of the acting user. */
  private async assertAdmin(request: AdminActorRpcRequest): Promise<void> {
    assertAdminActor(request);
    const actor = await this.users().findOne({
      select: { id: true, role: true },
      where: { id: request.actorId },
    });
    if (actor?.role !== 'admin') throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
  }

  private users() {
    return this.dataSource.getRepository(UserEntity);
  }
}
