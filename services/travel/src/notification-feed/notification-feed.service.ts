import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';

import type {
  ListNotificationEntriesRpcRequest,
  NotificationEntriesDto,
  NotificationTravellerDto,
} from '@app/contracts';

import { TravelEntryEntity } from '../entries/travel-entry.entity';
import { toNotificationEntryDto } from '../entries/travel-entry.mapper';
import { accountsPeriods } from '../excluded-periods/excluded-period-rows';
import { travellersTableOf } from '../travellers/travellers-table';

/**
 * Everything the reminders and weekly summaries of a batch of users (at most
 * `NOTIFICATION_ENTRIES_MAX_USERS`) need, for every traveller of their accounts (ADR 0034 part 5),
 * in three queries: the travellers (the account holder's first); the travel records, on
 * `travel_entries_user_id_entry_date_idx`, by user, then date, then creation time (SPEC §3's
 * pairing order); and the residence permits and long-stay visas (issue #22). Nothing is created:
 * an account whose holder was never resolved has no traveller and no records. Notes are left out:
 * no e-mail shows them.
 */
@Injectable()
export class NotificationFeedService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list({ userIds }: ListNotificationEntriesRpcRequest): Promise<NotificationEntriesDto> {
    const ids = [...new Set(userIds)];
    const { manager } = this.dataSource;
    const travellers = await manager.query<NotificationTravellerDto[]>(
      `SELECT id, user_id, name, is_account_holder, email_reminders FROM ${travellersTableOf(manager)}
        WHERE user_id = ANY($1) ORDER BY user_id, is_account_holder DESC, created_at, id`,
      [ids],
    );
    const records = await manager.getRepository(TravelEntryEntity).find({
      select: {
        id: true,
        userId: true,
        travellerId: true,
        entryType: true,
        entryDate: true,
        country: true,
        createdAt: true,
      },
      where: { userId: In(ids) },
      order: { userId: 'ASC', entryDate: 'ASC', createdAt: 'ASC' },
    });
    return {
      travellers,
      entries: records.map(toNotificationEntryDto),
      excluded_periods: await accountsPeriods(manager, ids),
    };
  }
}
