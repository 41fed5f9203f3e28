import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, Raw, type DataSource } from 'typeorm';

import type { ListNotificationEntriesRpcRequest, NotificationEntriesDto } from '@app/contracts';

import { TravelEntryEntity } from '../entries/travel-entry.entity';
import { toNotificationEntryDto } from '../entries/travel-entry.mapper';
import { accountHoldersPeriods } from '../excluded-periods/excluded-period-rows';
import { travellersTableOf } from '../travellers/travellers-table';

/**
 * The account holders' travel records of a batch of users (the reminders and level e-mails are the
 * account holder's until notification has its own per traveller: ADR 0034) (at most
 * `NOTIFICATION_ENTRIES_MAX_USERS`), in one query on `travel_entries_user_id_entry_date_idx`, by
 * user, then date, then creation time (SPEC §3's pairing order), and their residence permits and
 * long-stay visas (issue #22), in a second. Notes are left out: no e-mail shows them.
 */
@Injectable()
export class NotificationFeedService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list({ userIds }: ListNotificationEntriesRpcRequest): Promise<NotificationEntriesDto> {
    const ids = [...new Set(userIds)];
    const travellers = travellersTableOf(this.dataSource.manager);
    const records = await this.dataSource.getRepository(TravelEntryEntity).find({
      select: {
        id: true,
        userId: true,
        entryType: true,
        entryDate: true,
        country: true,
        createdAt: true,
      },
      where: {
        userId: In(ids),
        travellerId: Raw(
          (column) =>
            `${column} IN (SELECT h.id FROM ${travellers} h WHERE h.user_id = ANY(:ids) AND h.is_account_holder)`,
          { ids },
        ),
      },
      order: { userId: 'ASC', entryDate: 'ASC', createdAt: 'ASC' },
    });
    const excludedPeriods = await accountHoldersPeriods(this.dataSource.manager, ids);
    return { entries: records.map(toNotificationEntryDto), excluded_periods: excludedPeriods };
  }
}
