import { Body, Controller, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  AuthPatterns,
  ConfirmEmailChangeDto,
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  ForgotPasswordDto,
  ForgotUsernameDto,
  LoginDto,
  type LoginResult,
  MFA_CHALLENGE_EXPIRED_MESSAGE,
  MfaCodeDto,
  type MfaRequiredDto,
  type MfaSessionResult,
  type MfaSignInDto,
  UnauthenticatedError,
  RegisterDto,
  type RegisterRpcRequest,
  ResetPasswordDto,
  type SessionResult,
  type UserDto,
} from '@app/contracts';

import { ServiceClient } from '../clients/service-client';
import { ValidBody } from '../http/validate-body.guard';
import { RateLimiter } from '../security/rate-limiter';
import { MfaChallengeCookie } from '../session/mfa-challenge-cookie';
import { SessionCookie } from '../session/session-cookie';
import { UserCache } from '../user/user-cache';

type SignedInRequest = FastifyRequest & { user: LoginResult };

/** Sign-in, sign-up, sign-out and account recovery (SPEC §7). */
@Controller('api')
export class AuthController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
    private readonly cookie: SessionCookie,
    private readonly userCache: UserCache,
    private readonly mfaCookie: MfaChallengeCookie,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(ValidBody(LoginDto), AuthGuard('local'))
  login(
    @Req() request: SignedInRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): UserDto | MfaRequiredDto {
    const result = request.user;
    if ('mfaRequired' in result) {
      // An administrator (ASVS 5.0 V6.3.3): no session until the second step.
      this.mfaCookie.write(reply, result.challengeId);
      return { mfa_required: true, enrolment: result.enrolment };
    }
    this.cookie.write(reply, result.sessionId, result.sessionExpiresAt);
    // The sign-in was counted (login_count): the auth service set the user's version too.
    this.userCache.forget(result.user.id);
    return result.user;
  }

  /**
   * Beyond SPEC: the second step of an administrator's sign-in, the code of their authenticator
   * app (or a recovery code), with the challenge cookie of the first. Right after enrolment the
   * answer carries the ten recovery codes, once. Attempts count as sign-ins per IP; auth also
   * allows each challenge only five tries.
   */
  @Post('login/mfa')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async loginMfa(
    @Body() dto: MfaCodeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MfaSignInDto> {
    const challengeId = this.mfaCookie.read(request);
    if (!challengeId) {
      throw new UnauthenticatedError(MFA_CHALLENGE_EXPIRED_MESSAGE, { code: 'AUTH_MFA_EXPIRED' });
    }
    await this.limiter.consume('sign-in', request.ip);
    const result = await this.services.auth<MfaSessionResult>(AuthPatterns.VerifyMfa, {
      code: dto.code,
      challengeId,
    });
    this.mfaCookie.clear(reply);
    this.cookie.write(reply, result.sessionId, result.sessionExpiresAt);
    this.userCache.forget(result.user.id);
    return { user: result.user, recovery_codes: result.recoveryCodes };
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
