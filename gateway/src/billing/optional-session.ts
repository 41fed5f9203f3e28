import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { type Session, SessionStore } from '@app/sessions';

import { SessionCookie } from '../session/session-cookie';

type RequestWithSession = FastifyRequest & { session?: Session };

/**
 * For routes open to visitors that act for the user when there is one (the donate page, SPEC §6):
 * resolves the session cookie if it names a live session, and never refuses.
 */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const session = await this.sessions.resolve(this.cookie.read(request));
    if (session) request.session = session;
    return true;
  }
}

/** The session `OptionalSessionGuard` found, or undefined for a visitor. */
export const OptionalSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Session | undefined =>
    context.switchToHttp().getRequest<RequestWithSession>().session,
);
