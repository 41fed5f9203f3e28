import { defineService } from '@app/nest-core';

import { AppModule } from './app.module';
import { TravelEnv } from './config/env.schema';

/** The travel service for the shared bootstrap: main.ts runs it, the e2e tests start it in-process. */
export const travelService = defineService('travel', TravelEnv, AppModule.forRoot);
