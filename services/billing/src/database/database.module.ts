import { Global, Module } from '@nestjs/common';

import { BillingEnv } from '../config/env.schema';
import { BillingDatabase } from './billing-database';

@Global()
@Module({
  providers: [
    {
      provide: BillingDatabase,
      inject: [BillingEnv],
      useFactory: (env: BillingEnv) => new BillingDatabase(env),
    },
  ],
  exports: [BillingDatabase],
})
export class DatabaseModule {}
