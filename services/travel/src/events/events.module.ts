import { Module } from '@nestjs/common';

import { TravelEventConsumer } from './travel-event-consumer';
import { UserDeletedHandler } from './user-deleted.handler';

/** The event consumer and one handler per consumed topic (the bus itself comes from AppModule). */
@Module({
  providers: [UserDeletedHandler, TravelEventConsumer],
  exports: [TravelEventConsumer],
})
export class EventsModule {}
