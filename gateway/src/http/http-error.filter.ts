import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ServiceUnavailableError } from '@app/contracts';

import { GatewayEnv } from '../config/env.schema';

import { toHttpError } from './http-error';
import { localizeHttpError } from './localized-error';
import { WebPages, WebServerUnavailable } from './web-pages';

/**
 * The gateway's one exception filter. An address without a route or a built file that a browser
 * navigates to (GET or HEAD, not under /api or /health) is a page of the SPA: the web server
 * renders it (WebPages); everything else gets the uniform JSON error body, and so does a page the
 * web server cannot answer (503).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter, OnModuleDestroy {
  private readonly logger = new Logger('HttpErrorFilter');
  private readonly pages: WebPages | null;

  constructor(env: GatewayEnv) {
    this.pages = env.WEB_ORIGIN ? new WebPages(env.WEB_ORIGIN, env.RPC_TIMEOUT_MS * 2) : null;
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const where = `${request.method} ${request.url.split('?')[0]}`;
    if (this.pages && this.isSpaNavigation(exception, request)) {
      this.pages.forward(request, reply).catch((error: unknown) => {
        this.logger.error(`${where}: no page from the web server (${String(error)})`);
        const unavailable = new ServiceUnavailableError(WEB_SERVER_UNAVAILABLE, { cause: error });
        if (!reply.sent)
          void sendHttpError(request, reply, toHttpError(unavailable, this.logger, where));
        if (!(error instanceof WebServerUnavailable)) throw error;
      });
      return;
    }
    void sendHttpError(request, reply, toHttpError(exception, this.logger, where));
  }

  onModuleDestroy(): void {
    this.pages?.close();
  }

  private isSpaNavigation(exception: unknown, request: FastifyRequest): boolean {
    if (!(exception instanceof HttpException) || exception.getStatus() !== 404) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    return !/^\/(api|health)(\/|$)/.test(request.url);
  }
}

/** The message of a page the web server could not answer. */
export const WEB_SERVER_UNAVAILABLE =
  'This page cannot be shown just now. Please try again in a moment.';

/**
 * Sends the error body, its message in the request's language (`localizeHttpError`).
 * `closeConnection`: the answer comes before the request's body was read (a hook refused it), so
 * the connection closes after it instead of Node reading, and throwing away, the rest of the body.
 */
export async function sendHttpError(
  request: FastifyRequest,
  reply: FastifyReply,
  response: ReturnType<typeof toHttpError>,
  closeConnection = false,
): Promise<void> {
  const error = await localizeHttpError(response, request.headers['accept-language']).catch(
    () => response,
  );
  void reply.status(error.status).headers(error.headers).header('cache-control', 'no-store');
  if (closeConnection) void reply.header('connection', 'close');
  void reply.send(error.body);
}
