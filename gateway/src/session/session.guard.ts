import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { UnauthenticatedError } from '@app/contracts';
import { type Session, SessionStore } from '@app/sessions';

import { SessionCookie } from './session-cookie';

type RequestWithSession = FastifyRequest & { session?: Session };

export const NOT_SIGNED_IN = 'You are not signed in. Please sign in and try again.';

/** Lets a request through only with a live session, which it puts on the request. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const session = await this.sessions.resolve(this.cookie.read(request));
    if (!session) throw new UnauthenticatedError(NOT_SIGNED_IN);
    request.session = session;
    return true;
  }
}

/** The session that `SessionGuard` found. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Session => {
    const session = context.switchToHttp().getRequest<RequestWithSession>().session;
    if (!session) throw new UnauthenticatedError(NOT_SIGNED_IN);
    return session;
  },
);
