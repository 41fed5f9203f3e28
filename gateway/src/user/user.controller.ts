import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Patch,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  AppError,
  AuthPatterns,
  ChangePasswordDto,
  type ChangePasswordRpcRequest,
  PASSWORD_CHANGED_MESSAGE,
  DeleteAccountDto,
  UpdateProfileDto,
  UpdateTravelSettingsDto,
  UserDataExportQueryDto,
  type UserDataExportDto,
  type UserDto,
} from '@app/contracts';
import { type Session, SessionStore } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { RateLimiter } from '../security/rate-limiter';
import { SessionCookie } from '../session/session-cookie';
import { CurrentSession, NOT_SIGNED_IN, SessionGuard } from '../session/session.guard';
import { attachment } from '../http/attachment';
import { UserCache } from './user-cache';
import { UserDataExport } from './user-data-export';

/** The signed-in user's own account: read, profile, travel settings, export, deletion. */
@Controller('api/user')
@UseGuards(SessionGuard)
export class UserController {
  constructor(
    private readonly services: ServiceClient,
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly limiter: RateLimiter,
    private readonly userCache: UserCache,
    private readonly dataExport: UserDataExport,
  ) {}

  /**
   * The UserDto as JSON text, served from `UserCache` while the account is unchanged (a quarter
   * of a signed-in traveller's calls; docs/adr/0014).
   */
  @Get()
  async current(
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    try {
      const json = await this.userCache.json(session.userId);
      void reply.header('content-type', 'application/json; charset=utf-8');
      return json;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
      // The account is gone (deleted elsewhere): end this session too.
      await this.sessions.destroy(session.id);
      this.cookie.clear(reply);
      throw new AppError('UNAUTHENTICATED', NOT_SIGNED_IN);
    }
  }

  /**
   * SPEC's profile save. A new e-mail address (ASVS 5.0 V2.4.1) is counted against the
   * 'email-change' limits per IP and per account before auth checks it, because its answer (409
   * when another account holds it) would otherwise let a signed-in user probe addresses freely.
   */
  @Put('profile')
  async updateProfile(
    @CurrentSession() session: Session,
    @Body() dto: UpdateProfileDto,
    @Req() request: FastifyRequest,
  ): Promise<UserDto> {
    const current = await this.userCache.user(session.userId);
    if (dto.email.trim().toLowerCase() !== current.email.toLowerCase()) {
      await this.limiter.consume('email-change', request.ip, session.userId);
    }
    try {
      return await this.services.auth<UserDto>(AuthPatterns.UpdateProfile, {
        ...dto,
        userId: session.userId,
      });
    } finally {
      // The auth service sets the user's version; this copy goes whatever the outcome.
      this.userCache.forget(session.userId);
    }
  }

  /**
   * Beyond SPEC (ASVS 5.0 V6.2.2, V6.2.3, V7.4.3): the current password and a new one; every other
   * session of the user ends and this one stays. Attempts count as sign-ins (per IP and account),
   * so the current password cannot be guessed here faster than at sign-in.
   */
  @Put('password')
  @Header('cache-control', 'no-store')
  async changePassword(
    @CurrentSession() session: Session,
    @Body() dto: ChangePasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.limiter.consume('sign-in', request.ip, session.userId);
    const payload: ChangePasswordRpcRequest = {
      ...dto,
      userId: session.userId,
      sessionId: session.id,
    };
    try {
      await this.services.auth(AuthPatterns.ChangePassword, payload);
    } finally {
      this.userCache.forget(session.userId);
    }
    return { message: PASSWORD_CHANGED_MESSAGE };
  }

  /** Beyond SPEC (ASVS 5.0 V7.4.5): "Sign out of all devices", this one too. */
  @Delete('sessions')
  @HttpCode(204)
  @Header('cache-control', 'no-store')
  async endAllSessions(
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.services.auth(AuthPatterns.EndAllSessions, { userId: session.userId });
    this.cookie.clear(reply);
  }

  /**
   * Beyond SPEC: the EES, insurance and travel-authorisation settings (SPEC §3 kept them in the
   * browser), kept with the account; absent fields stay as they are. Answers the fresh user.
   */
  @Patch('travel-settings')
  async updateTravelSettings(
    @CurrentSession() session: Session,
    @Body() dto: UpdateTravelSettingsDto,
  ): Promise<UserDto> {
    try {
      return await this.services.auth<UserDto>(AuthPatterns.UpdateTravelSettings, {
        ...dto,
        userId: session.userId,
      });
    } finally {
      this.userCache.forget(session.userId);
    }
  }

  /**
   * Everything we hold about the user as one JSON download (`UserDataExportDto`), or with
   * `?format=csv` the travel entries as SPEC §9's CSV (the Travel History tab's very file).
   */
  @Get('export')
  @Header('cache-control', 'no-store')
  async export(
    @CurrentSession() session: Session,
    @Query() query: UserDataExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDataExportDto | Buffer> {
    if (query.format === 'csv') {
      return attachment(reply, await this.dataExport.travelCsv(session.userId));
    }
    const data = await this.dataExport.document(session.userId, new Date());
    void reply.header(
      'content-disposition',
      `attachment; filename="my-data-${data.exported_at.slice(0, 10)}.json"`,
    );
    return data;
  }

  @Delete()
  @HttpCode(204)
  @Header('cache-control', 'no-store')
  async delete(
    @CurrentSession() session: Session,
    @Body() dto: DeleteAccountDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.limiter.consume('sign-in', reply.request.ip, session.userId);
    try {
      await this.services.auth(AuthPatterns.DeleteAccount, {
        userId: session.userId,
        password: dto.password,
      });
    } finally {
      this.userCache.forget(session.userId);
    }
    this.cookie.clear(reply);
  }
}
