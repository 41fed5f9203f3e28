import { Injectable } from '@nestjs/common';

import type {
  ExportUserDataRpcRequest,
  NotificationUserDataDto,
  ScheduledReminderKind,
} from '@app/contracts';

import { NotificationDatabase } from '../database/notification-database';

/**
 * The notification part of the user's data export (GET /api/user/export): the reminders and
 * summaries scheduled for the user (`scheduled_emails`: kind, the period it was for, the traveller
 * of the account it was about when not the account holder, when it was scheduled), oldest first. The e-mail preferences themselves live with the account (auth).
 */
@Injectable()
export class ExportScheduledReminders {
  constructor(private readonly database: NotificationDatabase) {}

  async execute({ userId }: ExportUserDataRpcRequest): Promise<NotificationUserDataDto> {
    const { rows } = await this.database.pool.query<{
      kind: ScheduledReminderKind;
      period: string;
      traveller_id: string | null;
      created_at: Date;
    }>(
      `SELECT kind, period, traveller_id, created_at FROM scheduled_emails
        WHERE user_id = $1 ORDER BY created_at, kind, period, traveller_id NULLS FIRST`,
      [userId],
    );
    return {
      scheduled_reminders: rows.map((row) => ({
        kind: row.kind,
        period: row.period,
        traveller_id: row.traveller_id,
        scheduled_at: row.created_at.toISOString(),
      })),
    };
  }
}
