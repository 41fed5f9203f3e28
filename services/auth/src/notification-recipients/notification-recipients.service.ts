import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';

import type {
  EmailPreference,
  ListNotificationRecipientsRpcRequest,
  ListNotificationTimeZonesRpcRequest,
  NotificationRecipientsPageDto,
  NotificationTimeZonesDto,
} from '@app/contracts';

import { EMAIL_PREFERENCE_PROPERTIES } from '../users/user-columns';
import { UserEntity } from '../users/user.entity';
import { toNotificationRecipientDto } from './notification-recipient.mapper';

/** Users with at least one of `preferences` on (no narrowing without any). */
function withAnyPreference(
  query: SelectQueryBuilder<UserEntity>,
  preferences: readonly EmailPreference[] | undefined,
): SelectQueryBuilder<UserEntity> {
  const columns = [...new Set(preferences ?? [])].map(
    (preference) => `user.${EMAIL_PREFERENCE_PROPERTIES[preference]}`,
  );
  if (columns.length === 0) return query;
  return query.andWhere(
    new Brackets((any) => {
      for (const column of columns) any.orWhere(`${column} = true`);
    }),
  );
}

/**
 * The notification service's reads of the user table: the time zones in use, and pages of users
 * ordered by id (a keyset cursor, so a page costs the same however deep it is) narrowed by ids,
 * time zones and e-mail preferences.
 */
@Injectable()
export class NotificationRecipientsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async timeZones(request: ListNotificationTimeZonesRpcRequest): Promise<NotificationTimeZonesDto> {
    const query = this.users().select('user.timezone', 'timezone').distinct(true);
    const rows = await withAnyPreference(query, request.anyPreference)
      .orderBy('user.timezone', 'ASC')
      .getRawMany<{ timezone: string }>();
    return { timeZones: rows.map((row) => row.timezone) };
  }

  async list(
    request: ListNotificationRecipientsRpcRequest,
  ): Promise<NotificationRecipientsPageDto> {
    let query = this.users().orderBy('user.id', 'ASC').limit(request.limit);
    if (request.afterId !== undefined)
      query = query.andWhere('user.id > :afterId', { afterId: request.afterId });
    if (request.userIds !== undefined) {
      query = query.andWhere('user.id IN (:...userIds)', { userIds: request.userIds });
    }
    if (request.timeZones !== undefined) {
      query = query.andWhere('user.timezone IN (:...timeZones)', { timeZones: request.timeZones });
    }
    const users = await withAnyPreference(query, request.anyPreference).getMany();
    const last = users.at(-1);
    return {
      recipients: users.map(toNotificationRecipientDto),
      nextAfterId: users.length === request.limit && last ? last.id : null,
    };
  }

  private users(): SelectQueryBuilder<UserEntity> {
    return this.dataSource.getRepository(UserEntity).createQueryBuilder('user').where('true');
  }
}
