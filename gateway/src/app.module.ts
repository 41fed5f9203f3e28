import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';

import { createValidationPipe } from '@app/nest-core';

import { AdminController } from './admin/admin.controller';
import { AdminAccess, AdminGuard } from './admin/admin.guard';
import { AppConfigController } from './app-config/app-config.controller';
import { AuthController } from './auth/auth.controller';
import { DonationsController } from './billing/donations.controller';
import { StripeWebhookController } from './billing/stripe-webhook.controller';
import { LocalStrategy } from './auth/local.strategy';
import { ServiceClientsModule } from './clients/clients.module';
import { ConfigModule } from './config/config.module';
import { type GatewayEnv } from './config/env.schema';
import { HealthController } from './health/health.controller';
import { HttpErrorFilter } from './http/http-error.filter';
import { type MetricsEnv } from './metrics/metrics.env';
import { MetricsModule } from './metrics/metrics.module';
import { UnsubscribeController } from './preferences/unsubscribe.controller';
import { ReportsController } from './reports/reports.controller';
import { RateLimiter } from './security/rate-limiter';
import { SameOriginGuard } from './security/same-origin.guard';
import { SessionModule } from './session/session.module';
import { TravelEntriesController } from './travel/travel-entries.controller';
import {
  CalendarFeedController,
  PublicCalendarFeedController,
} from './travel/calendar-feed.controller';
import { TravellersController } from './travel/travellers.controller';
import { ExcludedPeriodsController } from './travel/excluded-periods.controller';
import { TravelListCache } from './travel/travel-list-cache';
import { UserCache } from './user/user-cache';
import { UserDataExport } from './user/user-data-export';
import { UserController } from './user/user.controller';

@Module({
  imports: [ServiceClientsModule, SessionModule, PassportModule],
  controllers: [
    AuthController,
    UserController,
    TravelEntriesController,
    TravellersController,
    ExcludedPeriodsController,
    CalendarFeedController,
    PublicCalendarFeedController,
    ReportsController,
    AdminController,
    DonationsController,
    StripeWebhookController,
    UnsubscribeController,
    AppConfigController,
    HealthController,
  ],
  providers: [
    LocalStrategy,
    AdminAccess,
    AdminGuard,
    RateLimiter,
    TravelListCache,
    UserCache,
    UserDataExport,
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
  ],
})
export class AppModule {
  /** The gateway for a loaded configuration (from the environment in `main`, given in tests). */
  static forRoot(env: GatewayEnv, metrics: MetricsEnv = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(env), MetricsModule.forRoot(metrics)],
    };
  }
}
