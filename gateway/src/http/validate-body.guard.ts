import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  type Type,
  mixin,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { validateDto } from '@app/contracts';

/**
 * A guard that validates the body against a DTO before later guards see it: guards run before
 * pipes, and the sign-in guard (passport) must only ever see a validated body.
 */
export function ValidBody(dto: Type<object>): Type<CanActivate> {
  @Injectable()
  class ValidBodyGuard implements CanActivate {
    async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const result = await validateDto(dto, request.body ?? {});
      if (!result.ok) throw result.error;
      request.body = result.value;
      return true;
    }
  }
  return mixin(ValidBodyGuard);
}
