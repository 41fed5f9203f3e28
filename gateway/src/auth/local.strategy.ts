import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';

import { AuthPatterns, type LoginResult, type LoginRpcRequest } from '@app/contracts';

import { ServiceClient } from '../clients/service-client';
import { RateLimiter } from '../security/rate-limiter';
import { SessionCookie } from '../session/session-cookie';

/**
 * Sign-in with username (case sensitive) or e-mail: throttled per IP and per account, checked by
 * the auth service, which also rotates the session (the old cookie's session ends).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
    private readonly cookie: SessionCookie,
  ) {
    super({ passReqToCallback: true });
  }

  async validate(
    request: FastifyRequest,
    username: string,
    password: string,
  ): Promise<LoginResult> {
    await this.limiter.consume('sign-in', request.ip, username);
    const payload: LoginRpcRequest = { username, password };
    const previousSessionId = this.cookie.read(request);
    if (previousSessionId) payload.previousSessionId = previousSessionId;
    const result = await this.services.auth<LoginResult>(AuthPatterns.Login, payload);
    // An administrator's right password is half a sign-in: the account's failures are forgotten
    // only for a traveller, so that guessing an admin's codes keeps costing password steps.
    if (!('mfaRequired' in result)) await this.limiter.reset('sign-in', username);
    return result;
  }
}
