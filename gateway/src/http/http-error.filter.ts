import { existsSync } from 'node:fs';
import path from 'node:path';

import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { GatewayEnv } from '../config/env.schema';

import { toHttpError } from './http-error';
import { SpaPages } from './spa-pages';

/**
 * The gateway's one exception filter. An address without a static file that a browser navigates
 * to (GET, not under /api or /health) gets the SPA's entry HTML for it (SpaPages), whose router
 * shows the page or the 404 page; everything else gets the uniform JSON error body.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');
  private readonly hasSpa: boolean;
  private readonly pages: SpaPages;

  constructor(private readonly env: GatewayEnv) {
    this.hasSpa = existsSync(path.join(env.SPA_DIST_DIR, 'index.html'));
    this.pages = new SpaPages(env.SPA_DIST_DIR);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (this.isSpaNavigation(exception, request)) {
      void reply.header('cache-control', 'no-cache').sendFile(this.pages.fileFor(request.url));
      return;
    }
    sendHttpError(
      reply,
      toHttpError(exception, this.logger, `${request.method} ${request.url.split('?')[0]}`),
    );
  }

  private isSpaNavigation(exception: unknown, request: FastifyRequest): boolean {
    if (!this.hasSpa || !(exception instanceof HttpException) || exception.getStatus() !== 404)
      return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    return !/^\/(api|health)(\/|$)/.test(request.url);
  }
}

export function sendHttpError(reply: FastifyReply, error: ReturnType<typeof toHttpError>): void {
  void reply
    .status(error.status)
    .headers(error.headers)
    .header('cache-control', 'no-store')
    .send(error.body);
}
