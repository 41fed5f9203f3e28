import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { GatewayEnv } from '../config/env.schema';

/**
 * The session cookie: HttpOnly, SameSite=Lax, path /; outside local HTTP also Secure with the
 * `__Host-` prefix (bound to this host, no Domain). Its value is the opaque session id.
 */
@Injectable()
export class SessionCookie {
  readonly name: string;

  constructor(private readonly env: GatewayEnv) {
    this.name = env.secureCookies ? '__Host-sid' : 'sid';
  }

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.name];
  }

  /**
   * Sets the cookie; it lasts until the session's absolute end when given (an administrator's is
   * shorter), else the users' absolute timeout.
   */
  write(reply: FastifyReply, sessionId: string, expiresAt?: number): void {
    const maxAge =
      expiresAt === undefined
        ? this.env.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600
        : Math.max(1, Math.floor((expiresAt - Date.now()) / 1_000));
    reply.setCookie(this.name, sessionId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.env.secureCookies,
      path: '/',
      maxAge,
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.env.secureCookies,
      path: '/',
    });
  }
}
