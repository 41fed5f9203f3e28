import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AuthPatterns, UNSUBSCRIBE_PATH, type UnsubscribeResult } from '@app/contracts';

import { ServiceClient } from '../clients/service-client';
import { RateLimiter } from '../security/rate-limiter';
import { AllowCrossSite } from '../security/same-origin.guard';

/**
 * One-click unsubscribe (RFC 8058). Mail providers POST the `List-Unsubscribe` URL with the body
 * `List-Unsubscribe=One-Click`; the signed token in the query authorises it, never a cookie. A
 * person who opens the URL gets the app's confirmation page (a GET never changes anything, so
 * link scanners cannot unsubscribe anybody).
 */
@Controller(UNSUBSCRIBE_PATH.replace(/^\//, ''))
export class UnsubscribeController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @HttpCode(200)
  @AllowCrossSite()
  async unsubscribe(
    @Query('token') token: unknown,
    @Req() request: FastifyRequest,
  ): Promise<UnsubscribeResult> {
    await this.limiter.consume('recovery', request.ip);
    return this.services.auth<UnsubscribeResult>(AuthPatterns.Unsubscribe, {
      token: typeof token === 'string' ? token : '',
    });
  }

  @Get()
  page(@Query('token') token: unknown, @Res() reply: FastifyReply): void {
    const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
    void reply.status(303).header('location', `/unsubscribe${query}`).send();
  }
}
