import { defineService } from '@app/nest-core';

import { AppModule } from './app.module';
import { ReportingEnv } from './config/env.schema';

/** The reporting service for the shared bootstrap: main.ts runs it, the e2e tests start it in-process. */
export const reportingService = defineService('reporting', ReportingEnv, AppModule.forRoot);
