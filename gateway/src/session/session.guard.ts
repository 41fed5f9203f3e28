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

/** The session a guard put on the request, if any. */
export function requestSession(context: ExecutionContext): Session | undefined {
  return context.switchToHttp().getRequest<RequestWithSession>().session;
}

/** Resolves the session cookie; a live session goes on the request (`requestSession`). */
@Injectable()
export abstract class SessionResolvingGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
  ) {}

  abstract canActivate(context: ExecutionContext): Promise<boolean>;

  /** The live session the request's cookie names, now on the request; undefined for none. */
  protected async resolveSession(context: ExecutionContext): Promise<Session | undefined> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const session = await this.sessions.resolve(this.cookie.read(request));
    if (session) request.session = session;
    return session ?? undefined;
  }
}

/** Lets a request through only with a live session, which it puts on the request. */
@Injectable()
export class SessionGuard extends SessionResolvingGuard {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await this.resolveSession(context))) throw new UnauthenticatedError(NOT_SIGNED_IN);
    return true;
  }
}

/** The session that `SessionGuard` found. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Session => {
    const session = requestSession(context);
    if (!session) throw new UnauthenticatedError(NOT_SIGNED_IN);
    return session;
  },
);
