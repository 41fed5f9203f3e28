import { type ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';

import type { Session } from '@app/sessions';

import { requestSession, SessionResolvingGuard } from '../session/session.guard';

/**
 * For routes open to visitors that act for the user when there is one (the donate page, SPEC §6):
 * resolves the session cookie if it names a live session, and never refuses.
 */
@Injectable()
export class OptionalSessionGuard extends SessionResolvingGuard {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.resolveSession(context);
    return true;
  }
}

/** The session `OptionalSessionGuard` found, or undefined for a visitor. */
export const OptionalSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Session | undefined => requestSession(context),
);
