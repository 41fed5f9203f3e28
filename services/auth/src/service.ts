import { defineService } from '@app/nest-core';

import { AppModule } from './app.module';
import { AuthEnv } from './config/env.schema';

/** The auth service for the shared bootstrap: main.ts runs it, the e2e tests start it in-process. */
export const authService = defineService('auth', AuthEnv, AppModule.forRoot);
