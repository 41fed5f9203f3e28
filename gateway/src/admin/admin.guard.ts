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
import { SessionStore } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { SessionCookie } from '../session/session-cookie';
import { NOT_SIGNED_IN } from '../session/session.guard';

/** The acting administrator every admin RPC carries (each service checks it again). */
export interface AdminActor {
  actorId: string;
  actorRole: 'admin';
}

/** Every admin route's path starts with this; each gets `AdminAccess` before its body is read. */
export const ADMIN_PATH_PREFIX = '/api/admin/';

type RequestWithActor = FastifyRequest & { adminActor?: AdminActor };

/**
 * `/api/admin/*`: 401 without a live session, 403 unless the auth service says the session's user
 * holds the admin role (read on every call, so a demotion takes effect at once). It runs as the
 * route's Fastify `onRequest` hook (configureHttp attaches it to every route under
 * ADMIN_PATH_PREFIX), before the body is read: a signed-in user who is not an admin cannot make
 * the gateway read or parse megabytes (Nest guards run only after the body parser).
 */
@Injectable()
export class AdminAccess {
  constructor(
    private readonly sessions: SessionStore,
    private readonly cookie: SessionCookie,
    private readonly services: ServiceClient,
  ) {}

  /** Puts the acting admin on the request, or throws (401, 403). */
  async admit(request: FastifyRequest): Promise<void> {
    const session = await this.sessions.resolve(this.cookie.read(request));
    if (!session) throw new UnauthenticatedError(NOT_SIGNED_IN);
    const user = await this.services.auth<UserDto>(AuthPatterns.CurrentUser, {
      userId: session.userId,
    });
    if (user.role !== 'admin') throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
    (request as RequestWithActor).adminActor = { actorId: user.id, actorRole: 'admin' };
  }
}

/**
 * The guard of AdminController: lets through only a request that `AdminAccess` admitted in its
 * onRequest hook (so a route that somehow missed the hook is refused, never open).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<RequestWithActor>().adminActor) {
      throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
    }
    return true;
  }
}

/** The administrator `AdminAccess` admitted. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminActor => {
    const actor = context.switchToHttp().getRequest<RequestWithActor>().adminActor;
    if (!actor) throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
    return actor;
  },
);
