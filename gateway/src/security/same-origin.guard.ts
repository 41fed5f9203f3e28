import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';

import { ForbiddenError } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_ALLOWED = 'cross-site-allowed';

/**
 * For a write that is authorised by a signed token in the request itself and never by a cookie
 * (RFC 8058 one-click unsubscribe, sent by mail providers from their own origin).
 */
export const AllowCrossSite = () => SetMetadata(CROSS_SITE_ALLOWED, true);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Open the app itself and try again.';

/**
 * CSRF defence: a state-changing request that a browser sends from another origin is refused,
 * whatever cookie it carries. Browsers say where a request comes from in `Sec-Fetch-Site` (all
 * current ones) and `Origin` (every cross-origin write); a request with neither is not a browser's
 * cross-site request (curl, server to server) and cannot carry a victim's cookie.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(
    private readonly env: GatewayEnv,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.reflector.get<boolean>(CROSS_SITE_ALLOWED, context.getHandler())) return true;
    const fetchSite = header(request, 'sec-fetch-site');
    if (fetchSite !== undefined && !SAME_SITE_FETCH.has(fetchSite))
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    const origin = header(request, 'origin');
    if (origin !== undefined && origin !== this.expectedOrigin(request)) {
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    }
    return true;
  }

  private expectedOrigin(request: FastifyRequest): string {
    if (this.env.PUBLIC_ORIGIN) return new URL(this.env.PUBLIC_ORIGIN).origin;
    return `${request.protocol}://${request.host}`;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
