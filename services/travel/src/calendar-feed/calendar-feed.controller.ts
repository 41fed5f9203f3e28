import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  CalendarFeedRpcRequest,
  RenderCalendarFeedRpcRequest,
  TravelPatterns,
} from '@app/contracts';

import { CalendarFeedService } from './calendar-feed.service';

@Controller()
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @MessagePattern(TravelPatterns.CreateCalendarFeed)
  create(@Payload() request: CalendarFeedRpcRequest) {
    return this.feeds.create(request);
  }

  @MessagePattern(TravelPatterns.GetCalendarFeed)
  status(@Payload() request: CalendarFeedRpcRequest) {
    return this.feeds.status(request);
  }

  @MessagePattern(TravelPatterns.RevokeCalendarFeed)
  revoke(@Payload() request: CalendarFeedRpcRequest) {
    return this.feeds.revoke(request);
  }

  @MessagePattern(TravelPatterns.RenderCalendarFeed)
  render(@Payload() request: RenderCalendarFeedRpcRequest) {
    return this.feeds.render(request);
  }
}
