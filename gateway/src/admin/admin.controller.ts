import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Logger,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import {
  ADMIN_RECIPIENTS_MAX_IDS,
  AdminStatsQueryDto,
  AdminUsersCsvQueryDto,
  AuthPatterns,
  BulkEmailDto,
  NotificationPatterns,
  ReportingPatterns,
  TravelPatterns,
  type AdminAction,
  type AdminCleanupResultDto,
  type AdminStatsDto,
  type AdminUserDto,
  type AdminUserIdsDto,
  type BulkEmailRecipientDto,
  type BulkEmailResultDto,
  type JsonObject,
  type ReportFileDto,
  type TravelEntryDto,
  type UserDetailsDto,
} from '@app/contracts';

import { ServiceClient } from '../clients/service-client';
import { attachment } from '../http/attachment';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { type AdminActor, AdminGuard, CurrentAdmin } from './admin.guard';

/**
 * The admin console (SPEC §2, §7): every route needs the admin role (`AdminAccess`, checked before
 * the body is read; `AdminGuard`) and passes the acting admin on, so that the owning service
 * checks it again. Changes are written to the audit log in the reporting service once they
 * succeed (docs/adr/0010).
 */
/** The longest audit record written to the error log when the audit log is down (characters). */
const AUDIT_LOG_LINE_MAX = 20_000;

@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminController {
  private readonly logger = new Logger('AdminAudit');

  constructor(private readonly services: ServiceClient) {}

  /** Totals and one page of users (`?limit=&cursor=`, default 100, newest first). */
  @Get('stats')
  stats(
    @CurrentAdmin() actor: AdminActor,
    @Query() query: AdminStatsQueryDto,
  ): Promise<AdminStatsDto> {
    return this.services.reporting(ReportingPatterns.AdminStats, { ...actor, ...query });
  }

  /** Every user's id, for 'Select All'. */
  @Get('users/ids')
  userIds(@CurrentAdmin() actor: AdminActor): Promise<AdminUserIdsDto> {
    return this.services.reporting(ReportingPatterns.AdminUserIds, actor);
  }

  /** The admin user CSV (`?locale=en-GB&timeZone=Europe/London`, both optional). */
  @Get('users.csv')
  async usersCsv(
    @CurrentAdmin() actor: AdminActor,
    @Query() query: AdminUsersCsvQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.services.reporting<ReportFileDto>(
      ReportingPatterns.AdminUsersCsv,
      { ...actor, ...query },
      'admin-batch',
    );
    return attachment(reply, file);
  }

  @Get('users/:userId/entries')
  async userDetails(
    @CurrentAdmin() actor: AdminActor,
    @Param('userId', new UuidParamPipe('userId')) userId: string,
  ): Promise<UserDetailsDto> {
    const [user, entries] = await Promise.all([
      this.services.auth<AdminUserDto>(AuthPatterns.AdminGetUser, { ...actor, userId }),
      this.services.travel<TravelEntryDto[]>(TravelPatterns.AdminListUserEntries, {
        ...actor,
        userId,
      }),
    ]);
    return { user, entries };
  }

  @Delete('users/:userId')
  @HttpCode(204)
  async deleteUser(
    @CurrentAdmin() actor: AdminActor,
    @Param('userId', new UuidParamPipe('userId')) userId: string,
  ): Promise<void> {
    await this.services.auth(AuthPatterns.AdminDeleteUser, { ...actor, userId });
    await this.audit(actor, 'user.deleted', userId);
  }

  @Delete('users/:userId/entries/:entryId')
  @HttpCode(204)
  async deleteEntry(
    @CurrentAdmin() actor: AdminActor,
    @Param('userId', new UuidParamPipe('userId')) userId: string,
    @Param('entryId', new UuidParamPipe('entryId')) entryId: string,
  ): Promise<void> {
    await this.services.travel(TravelPatterns.AdminDeleteEntry, { ...actor, userId, entryId });
    await this.audit(actor, 'entry.deleted', entryId, { userId });
  }

  /**
   * Selected ids (up to BULK_EMAIL_MAX_USERS: 'Select All' sends every user) → the users that exist,
   * looked up in calls of ADMIN_RECIPIENTS_MAX_IDS → one notification call that stores the content
   * once, enqueues one e-mail job per recipient and waits up to its BULK_EMAIL_WAIT_MS for them
   * (hence the 'admin-batch' budget). Unknown ids count as failures.
   */
  @Post('send-email')
  @HttpCode(200)
  async sendEmail(
    @CurrentAdmin() actor: AdminActor,
    @Body() dto: BulkEmailDto,
  ): Promise<BulkEmailResultDto> {
    // A few lookups at a time: each is one indexed query in auth, within the default budget.
    const lookupsInParallel = 4;
    const recipients: BulkEmailRecipientDto[] = [];
    const chunkCount = Math.ceil(dto.userIds.length / ADMIN_RECIPIENTS_MAX_IDS);
    for (let first = 0; first < chunkCount; first += lookupsInParallel) {
      const wave = Array.from(
        { length: Math.min(lookupsInParallel, chunkCount - first) },
        (_, offset) => {
          const start = (first + offset) * ADMIN_RECIPIENTS_MAX_IDS;
          return this.services.auth<BulkEmailRecipientDto[]>(AuthPatterns.AdminListUsers, {
            ...actor,
            userIds: dto.userIds.slice(start, start + ADMIN_RECIPIENTS_MAX_IDS),
          });
        },
      );
      for (const found of await Promise.all(wave)) {
        for (const recipient of found) recipients.push(recipient);
      }
    }
    const missing = dto.userIds.length - recipients.length;
    const sent =
      recipients.length === 0
        ? { successCount: 0, failureCount: 0 }
        : await this.services.notification<BulkEmailResultDto>(
            NotificationPatterns.SendBulkEmail,
            { ...actor, subject: dto.subject, message: dto.message, recipients },
            'admin-batch',
          );
    const result = { ...sent, failureCount: sent.failureCount + missing };
    await this.audit(actor, 'email.sent', `${dto.userIds.length} users`, {
      subject: dto.subject,
      userIds: dto.userIds,
      successCount: result.successCount,
      failureCount: result.failureCount,
      ...(result.skippedCount ? { skippedCount: result.skippedCount } : {}),
    });
    return result;
  }

  @Post('cleanup-all-entries')
  @HttpCode(200)
  async cleanupAll(@CurrentAdmin() actor: AdminActor): Promise<AdminCleanupResultDto> {
    const result = await this.services.travel<AdminCleanupResultDto>(
      TravelPatterns.AdminCleanupAll,
      actor,
      'admin-batch',
    );
    await this.audit(actor, 'entries.cleaned-up', 'all-users', { ...result });
    return result;
  }

  /**
   * Records a completed action in the audit log. The action has happened by now, so a failure to
   * record it must not turn it into an error for the admin (who would retry a deletion or a send):
   * the record goes to the error log in full instead, where the log pipeline keeps it.
   */
  private async audit(
    actor: AdminActor,
    action: AdminAction,
    target: string,
    details: JsonObject = {},
  ): Promise<void> {
    const record = { ...actor, action, target, details };
    try {
      await this.services.reporting(ReportingPatterns.AdminRecordAction, record);
    } catch (error) {
      // A bulk e-mail's record lists every selected id (megabytes at 200,000): one log line keeps
      // its first part, which always holds the actor, the action and the target.
      const text = JSON.stringify(record);
      const logged =
        text.length > AUDIT_LOG_LINE_MAX
          ? `${text.slice(0, AUDIT_LOG_LINE_MAX)}… (truncated)`
          : text;
      this.logger.error(
        `Audit log unavailable (${(error as Error).message}); unrecorded admin action: ${logged}`,
      );
    }
  }
}
