import { Global, Module } from '@nestjs/common';

import { TravelEnv } from '../config/env.schema';
import { TravelDatabase } from './travel-database';

@Global()
@Module({
  providers: [
    {
      provide: TravelDatabase,
      inject: [TravelEnv],
      useFactory: (env: TravelEnv) => new TravelDatabase(env),
    },
  ],
  exports: [TravelDatabase],
})
export class DatabaseModule {}
