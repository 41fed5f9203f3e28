import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';

import type { ListNotificationEntriesRpcRequest, NotificationEntriesDto } from '@app/contracts';

import { TravelEntryEntity } from '../entries/travel-entry.entity';
import { toNotificationEntryDto } from '../entries/travel-entry.mapper';

/**
 * The travel records of a batch of users (at most `NOTIFICATION_ENTRIES_MAX_USERS`), in one query
 * on `travel_entries_user_id_entry_date_idx`, by user, then date, then creation time (SPEC §3's
 * pairing order). Notes are left out: no e-mail shows them.
 */
@Injectable()
export class NotificationFeedService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list({ userIds }: ListNotificationEntriesRpcRequest): Promise<NotificationEntriesDto> {
    const records = await this.dataSource.getRepository(TravelEntryEntity).find({
      select: {
        id: true,
        userId: true,
        entryType: true,
        entryDate: true,
        country: true,
        createdAt: true,
      },
      where: { userId: In([...new Set(userIds)]) },
      order: { userId: 'ASC', entryDate: 'ASC', createdAt: 'ASC' },
    });
    return { entries: records.map(toNotificationEntryDto) };
  }
}
