import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import {
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
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { type AdminActor, AdminGuard, CurrentAdmin } from './admin.guard';

/**
 * The admin console (SPEC §2, §7): every route needs the admin role (`AdminGuard`) and passes the
 * acting admin on, so that the owning service checks it again. Changes are written to the audit
 * log in the reporting service once they succeed (docs/adr/0010).
 */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminController {
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
    const file = await this.services.reporting<ReportFileDto>(ReportingPatterns.AdminUsersCsv, {
      ...actor,
      ...query,
    });
    void reply
      .header('content-type', file.content_type)
      .header(
        'content-disposition',
        `attachment; filename="${file.file_name.replace(/["\\\r\n]/g, '')}"`,
      )
      .header('x-content-type-options', 'nosniff');
    return Buffer.from(file.content, file.encoding);
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

  /** Selected ids → the users that exist → one e-mail job each; unknown ids count as failures. */
  @Post('send-email')
  @HttpCode(200)
  async sendEmail(
    @CurrentAdmin() actor: AdminActor,
    @Body() dto: BulkEmailDto,
  ): Promise<BulkEmailResultDto> {
    const recipients = await this.services.auth<BulkEmailRecipientDto[]>(
      AuthPatterns.AdminListUsers,
      { ...actor, userIds: dto.userIds },
    );
    const missing = dto.userIds.length - recipients.length;
    const sent =
      recipients.length === 0
        ? { successCount: 0, failureCount: 0 }
        : await this.services.notification<BulkEmailResultDto>(NotificationPatterns.SendBulkEmail, {
            ...actor,
            subject: dto.subject,
            message: dto.message,
            recipients,
          });
    const result = { ...sent, failureCount: sent.failureCount + missing };
    await this.audit(actor, 'email.sent', `${dto.userIds.length} users`, {
      subject: dto.subject,
      userIds: dto.userIds,
      successCount: result.successCount,
      failureCount: result.failureCount,
    });
    return result;
  }

  @Post('cleanup-all-entries')
  @HttpCode(200)
  async cleanupAll(@CurrentAdmin() actor: AdminActor): Promise<AdminCleanupResultDto> {
    const result = await this.services.travel<AdminCleanupResultDto>(
      TravelPatterns.AdminCleanupAll,
      actor,
    );
    await this.audit(actor, 'entries.cleaned-up', 'all-users', { ...result });
    return result;
  }

  private async audit(
    actor: AdminActor,
    action: AdminAction,
    target: string,
    details: JsonObject = {},
  ): Promise<void> {
    await this.services.reporting(ReportingPatterns.AdminRecordAction, {
      ...actor,
      action,
      target,
      details,
    });
  }
}
