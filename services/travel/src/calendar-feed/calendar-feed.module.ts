import { Module } from '@nestjs/common';

import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';

/** Travellers' calendar feeds (issue #22, "Never retyped"). */
@Module({
  controllers: [CalendarFeedController],
  providers: [CalendarFeedService],
})
export class CalendarFeedModule {}
