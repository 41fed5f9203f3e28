import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  AuthPatterns,
  ConfirmEmailChangeDto,
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  ForgotPasswordDto,
  ForgotUsernameDto,
  LoginDto,
  RegisterDto,
  type RegisterRpcRequest,
  ResetPasswordDto,
  type SessionResult,
  type UserDto,
} from '@app/contracts';

import { ServiceClient } from '../clients/service-client';
import { ValidBody } from '../http/validate-body.guard';
import { RateLimiter } from '../security/rate-limiter';
import { SessionCookie } from '../session/session-cookie';
import { UserCache } from '../user/user-cache';

type SignedInRequest = FastifyRequest & { user: SessionResult };

/** Sign-in, sign-up, sign-out and account recovery (SPEC §7). */
@Controller('api')
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
    private readonly cookie: SessionCookie,
    private readonly userCache: UserCache,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(ValidBody(LoginDto), AuthGuard('local'))
  login(@Req() request: SignedInRequest, @Res({ passthrough: true }) reply: FastifyReply): UserDto {
    this.cookie.write(reply, request.user.sessionId, request.user.sessionExpiresAt);
    // The sign-in was counted (login_count): the auth service set the user's version too.
    this.userCache.forget(request.user.user.id);
    return request.user.user;
  }

  @Post('register')
  async register(
    @Body() dto: RegisterDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDto> {
    await this.limiter.consume('sign-up', request.ip, dto.email);
    const payload: RegisterRpcRequest = { ...dto };
    const previousSessionId = this.cookie.read(request);
    if (previousSessionId) payload.previousSessionId = previousSessionId;
    const result = await this.services.auth<SessionResult>(AuthPatterns.Register, payload);
    this.cookie.write(reply, result.sessionId, result.sessionExpiresAt);
    return result.user;
  }

  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const sessionId = this.cookie.read(request);
    if (sessionId) await this.services.auth(AuthPatterns.Logout, { sessionId });
    this.cookie.clear(reply);
  }

  @Post('forgot-username')
  @HttpCode(200)
  async forgotUsername(
    @Body() dto: ForgotUsernameDto,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.limiter.consume('recovery', request.ip, dto.email);
    await this.services.auth(AuthPatterns.ForgotUsername, dto);
    return { message: 'If an account with this email exists, the username has been sent.' };
  }

  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(
    @Body() dto: ForgotPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.limiter.consume('recovery', request.ip, dto.email);
    await this.services.auth(AuthPatterns.ForgotPassword, dto);
    return {
      message: 'If an account with this email exists, a password reset link has been sent.',
    };
  }

  /**
   * Beyond SPEC: the link e-mailed to a new address (/confirm-email?token=…) makes it the
   * account's. Public like reset-password (the link may be opened on another device); the token
   * is the proof, and attempts count as account recovery.
   */
  @Post('confirm-email')
  @HttpCode(200)
  async confirmEmail(
    @Body() dto: ConfirmEmailChangeDto,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.limiter.consume('recovery', request.ip);
    await this.services.auth(AuthPatterns.ConfirmEmailChange, dto);
    return { message: EMAIL_CHANGE_CONFIRMED_MESSAGE };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @Body() dto: ResetPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    await this.limiter.consume('recovery', request.ip);
    await this.services.auth(AuthPatterns.ResetPassword, dto);
    return {
      message: 'Password has been reset successfully! You can now log in with your new password.',
    };
  }
}
