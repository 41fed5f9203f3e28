import { ForbiddenError } from '../errors/forbidden.error';
import { NOT_AN_ADMIN_MESSAGE } from './admin.constants';

/**
 * The check every service makes again on an admin RPC (the gateway made it first): the acting
 * user the gateway resolved from the session must hold the admin role. Throws FORBIDDEN (403).
 *
 * @example
 * assertAdminActor(request); // in a service's admin handler, before anything else
 */
export function assertAdminActor(request: { actorId?: unknown; actorRole?: unknown }): void {
  if (typeof request.actorId !== 'string' || request.actorRole !== 'admin') {
    throw new ForbiddenError(NOT_AN_ADMIN_MESSAGE);
  }
}
