import { defineService } from '@app/nest-core';

import { AppModule } from './app.module';
import { BillingEnv } from './config/env.schema';

/** The billing service for the shared bootstrap: main.ts runs it, the e2e tests start it in-process. */
export const billingService = defineService('billing', BillingEnv, AppModule.forRoot);
