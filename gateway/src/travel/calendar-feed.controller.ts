import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  CALENDAR_FEED_PATH,
  CALENDAR_FEED_SECRET_PATTERN,
  CALENDAR_FEED_SUFFIX,
  NotFoundError,
  TravelPatterns,
  type CalendarFeedStatusDto,
  type CalendarFeedUrlDto,
  type CreatedCalendarFeedDto,
} from '@app/contracts';
import type { Session } from '@app/sessions';

import { ServiceClient } from '../clients/service-client';
import { GatewayEnv } from '../config/env.schema';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { RateLimiter } from '../security/rate-limiter';
import { CurrentSession, SessionGuard } from '../session/session.guard';

/**
 * A traveller's calendar feed (issue #22, "Never retyped"): `POST /api/travellers/{id}/calendar-feed`
 * → `{ url }` (a new secret address; the previous one answers 404 from then on), `GET` → whether
 * there is one, `DELETE` → 204 (the address then answers 404). Another account's traveller is 404.
 */
@Controller('api/travellers/:travellerId/calendar-feed')
@UseGuards(SessionGuard)
export class CalendarFeedController {
  constructor(
    private readonly services: ServiceClient,
    private readonly env: GatewayEnv,
  ) {}

  @Post()
  @HttpCode(201)
  async create(
    @CurrentSession() session: Session,
    @Param('travellerId', new UuidParamPipe('travellerId')) travellerId: string,
    @Req() request: FastifyRequest,
  ): Promise<CalendarFeedUrlDto> {
    const feed = await this.services.travel<CreatedCalendarFeedDto>(
      TravelPatterns.CreateCalendarFeed,
      { travellerId, userId: session.userId },
    );
    const origin = this.env.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
    return {
      url: `${origin}${CALENDAR_FEED_PATH}/${feed.feedId}/${feed.secret}${CALENDAR_FEED_SUFFIX}`,
    };
  }

  @Get()
  status(
    @CurrentSession() session: Session,
    @Param('travellerId', new UuidParamPipe('travellerId')) travellerId: string,
  ): Promise<CalendarFeedStatusDto> {
    return this.services.travel(TravelPatterns.GetCalendarFeed, {
      travellerId,
      userId: session.userId,
    });
  }

  @Delete()
  @HttpCode(204)
  async revoke(
    @CurrentSession() session: Session,
    @Param('travellerId', new UuidParamPipe('travellerId')) travellerId: string,
  ): Promise<void> {
    await this.services.travel(TravelPatterns.RevokeCalendarFeed, {
      travellerId,
      userId: session.userId,
    });
  }
}

/**
 * The public feed: `GET /api/calendar-feeds/{feedId}/{secret}.ics` answers `text/calendar` with
 * no session (the secret is the credential), throttled per client IP and per feed, never stored
 * by a shared cache. A wrong secret, a revoked or replaced feed: 404, the same answer.
 */
@Controller(CALENDAR_FEED_PATH.replace(/^\//, ''))
export class PublicCalendarFeedController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':feedId/:file')
  async feed(
    @Param('feedId') feedId: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    await this.limiter.consume('calendar-feed', request.ip, feedId);
    const secret = file.endsWith(CALENDAR_FEED_SUFFIX)
      ? file.slice(0, -CALENDAR_FEED_SUFFIX.length)
      : file;
    // Not an address this gateway makes: the same 404 as a wrong secret.
    if (!isUUID(feedId) || !CALENDAR_FEED_SECRET_PATTERN.test(secret)) {
      throw new NotFoundError('Calendar feed', feedId);
    }
    const text = await this.services.travel<string>(TravelPatterns.RenderCalendarFeed, {
      feedId,
      secret,
    });
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="calendar.ics"');
    return text;
  }
}
