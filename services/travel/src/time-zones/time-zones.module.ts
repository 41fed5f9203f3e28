import { Global, Module } from '@nestjs/common';

import { UserToday } from './user-today';

/**
 * The users' today (`UserToday`, from the time zones the event handlers keep). Global, because
 * every module that owns an `EntriesService` (entries, admin) needs it.
 */
@Global()
@Module({
  providers: [UserToday],
  exports: [UserToday],
})
export class TimeZonesModule {}
