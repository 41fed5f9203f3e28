import { Injectable } from '@nestjs/common';

import type {
  ExportUserDataRpcRequest,
  NotificationUserDataDto,
  ScheduledReminderKind,
} from '@app/contracts';

import { NotificationDatabase } from '../database/notification-database';

/**
 * The notification part of the user's data export (GET /api/user/export): the reminders and
 * summaries scheduled for the user (`scheduled_emails`: kind, the period it was for, when it was
 * scheduled), oldest first. The e-mail preferences themselves live with the account (auth).
 */
@Injectable()
export class ExportScheduledReminders {
  constructor(private readonly database: NotificationDatabase) {}

  async execute({ userId }: ExportUserDataRpcRequest): Promise<NotificationUserDataDto> {
    const { rows } = await this.database.pool.query<{
      kind: ScheduledReminderKind;
      period: string;
      created_at: Date;
    }>(
      `SELECT kind, period, created_at FROM scheduled_emails
        WHERE user_id = $1 ORDER BY created_at, kind, period`,
      [userId],
    );
    return {
      scheduled_reminders: rows.map((row) => ({
        kind: row.kind,
        period: row.period,
        scheduled_at: row.created_at.toISOString(),
      })),
    };
  }
}
