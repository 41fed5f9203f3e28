import { Inject, Injectable } from '@nestjs/common';

import {
  ADMIN_CSV_DEFAULT_LOCALE,
  ADMIN_CSV_DEFAULT_TIME_ZONE,
  ADMIN_USERS_CSV_COLUMNS,
  adminUsersFileName,
  assertAdminActor,
  ValidationError,
  type AdminUsersCsvRpcRequest,
  type ReportFileDto,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { ReportingEnv } from '../config/env.schema';
import { csvField, UTF8_BOM } from '../csv/csv';
import { AdminStatsService } from './admin-stats.service';
import { AuditLog } from './audit-log';

/** Rows read from the read model per query while the file is written. */
const CSV_BATCH = 5_000;

/**
 * The admin user CSV (SPEC §9): ID, Username, Email, Created At, Entry Count, Last Entry Date
 * (empty when none), dates in the admin's locale and time zone, formulas neutralised like the
 * travel CSV, named `<product>-users-<ISO date>.csv`. Read from the read model in keyset batches.
 */
@Injectable()
export class AdminUsersCsvService {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly audit: AuditLog,
    private readonly env: ReportingEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async generate(request: AdminUsersCsvRpcRequest): Promise<ReportFileDto> {
    assertAdminActor(request);
    const locale = request.locale ?? ADMIN_CSV_DEFAULT_LOCALE;
    const timeZone = request.timeZone ?? ADMIN_CSV_DEFAULT_TIME_ZONE;
    const formats = dateFormats(locale, timeZone);
    const lines = [ADMIN_USERS_CSV_COLUMNS.map(csvField).join(',')];
    let count = 0;
    let page = await this.stats.page(CSV_BATCH);
    for (;;) {
      for (const user of page.users) {
        lines.push(
          [
            user.id,
            user.username,
            user.email,
            formats.timestamp.format(new Date(user.created_at)),
            user.entry_count,
            user.last_entry_date
              ? formats.day.format(new Date(`${user.last_entry_date}T00:00:00Z`))
              : '',
          ]
            .map(csvField)
            .join(','),
        );
      }
      count += page.users.length;
      if (!page.next) break;
      page = await this.stats.page(CSV_BATCH, decodeNext(page.next));
    }
    const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone }).format(this.clock());
    await this.audit.record({
      actorId: request.actorId,
      action: 'users-csv.exported',
      target: 'all-users',
      details: { rows: count, locale, timeZone },
    });
    return {
      file_name: adminUsersFileName(this.env.PRODUCT_NAME, isoDate),
      content_type: 'text/csv; charset=utf-8',
      content: UTF8_BOM + lines.map((line) => `${line}\r\n`).join(''),
      encoding: 'utf8',
    };
  }
}

function decodeNext(next: string) {
  const [createdAt = '', userId = ''] = Buffer.from(next, 'base64url').toString('utf8').split('|');
  return { createdAt, userId };
}

/**
 * The timestamp format (Created At, in the admin's zone) and the calendar-day format (Last Entry
 * Date, never shifted by a zone) of a locale; a locale Intl does not know is a 400.
 */
function dateFormats(locale: string, timeZone: string) {
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) {
    throw new ValidationError([
      { field: 'locale', messages: [`locale ${locale} is not supported; try en-GB`] },
    ]);
  }
  return {
    timestamp: new Intl.DateTimeFormat(locale, {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }),
    day: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'short' }),
  };
}
