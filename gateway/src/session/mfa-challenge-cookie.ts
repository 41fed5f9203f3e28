import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { MFA_CHALLENGE_TTL_SECONDS } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';

/**
 * The cookie that carries an administrator's sign-in from the password step to the code step
 * (POST /api/login → POST /api/login/mfa): the challenge's opaque 256-bit id, HttpOnly,
 * SameSite=Strict, 5 minutes; `__Host-` prefixed and Secure outside local HTTP. It is not a
 * session: it opens nothing but the code step.
 */
@Injectable()
export class MfaChallengeCookie {
  readonly name: string;

  constructor(private readonly env: GatewayEnv) {
    this.name = env.secureCookies ? '__Host-mfa' : 'mfa';
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  write(reply: FastifyReply, challengeId: string): void {
    reply.setCookie(this.name, challengeId, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.env.secureCookies,
      path: '/',
      maxAge: MFA_CHALLENGE_TTL_SECONDS,
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.env.secureCookies,
      path: '/',
    });
  }
}
