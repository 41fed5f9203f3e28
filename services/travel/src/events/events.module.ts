import { Module } from '@nestjs/common';

import { EntriesModule } from '../entries/entries.module';
import { TravelEventConsumer } from './travel-event-consumer';
import { UserDeletedHandler } from './user-deleted.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserUpdatedHandler } from './user-updated.handler';

/** The event consumer and one handler per consumed topic (the bus itself comes from AppModule). */
@Module({
  imports: [EntriesModule],
  providers: [UserDeletedHandler, UserUpdatedHandler, UserRegisteredHandler, TravelEventConsumer],
  exports: [TravelEventConsumer],
})
export class EventsModule {}
