import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import {
  AuthPatterns,
  ForbiddenError,
  NOT_AN_ADMIN_MESSAGE,
  UnauthenticatedError,
  type UserDto,
} from '@app/contracts';
import { SessionStore } from '@app/nest-core';

import { ServiceClient } from '../clients/service-client';
import { SessionCookie } from '../session/session-cookie';
import { NOT_SIGNED_IN } from '../session/session.guard';

/** The acting administrator every admin RPC carries (each service checks it again). */
export interface AdminActor {
  actorId: string;
  actorRole: 'admin';
}

type RequestWithActor = FastifyRequest & { adminActor?: AdminActor };

/**
 * `/api/admin/*`: 401 without a live session, 403 unless the auth service says the session's user
 * holds the admin role (read on every call, so a demotion takes effect at once).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly services: ServiceClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const session = await this.sessions.resolve(this.cookie.read(request));
    if (!session) throw new UnauthenticatedError(NOT_SIGNED_IN);
    const user = await this.services.auth<UserDto>(AuthPatterns.CurrentUser, {
      userId: session.userId,
    });
    if (user.role !== 'admin') throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
    request.adminActor = { actorId: user.id, actorRole: 'admin' };
    return true;
  }
}

/** The administrator `AdminGuard` found. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminActor => {
    const actor = context.switchToHttp().getRequest<RequestWithActor>().adminActor;
    if (!actor) throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
    return actor;
  },
);
