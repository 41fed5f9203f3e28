import { type DynamicModule, Module } from '@nestjs/common';

import type { EventBus } from '@app/event-bus';
import { type Clock, systemClock } from '@app/nest-core';

import { AdminModule } from './admin/admin.module';
import type { ReportingEnv } from './config/env.schema';
import { ReportingConfigModule } from './config/reporting-config.module';
import { HealthController } from './health/health.controller';
import { TravelReportModule } from './travel-report/travel-report.module';

export interface AppModuleOptions {
  /** The service's clock (default: the system clock); tests pass one they can set. */
  clock?: Clock;
  /** The bus the admin read model consumes from (default: one made from the environment). */
  eventBus?: EventBus;
}

/**
 * The reporting service: configuration, the travel history exports (the travel service's client,
 * the `pdf-render` queue producer and the rendered files in Redis), the admin read model and the
 * readiness probe.
 */
@Module({})
export class AppModule {
  static forRoot(env: ReportingEnv, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController],
      imports: [
        ReportingConfigModule.forRoot(env, options.clock ?? systemClock),
        TravelReportModule,
        AdminModule.forRoot(env, options.eventBus),
      ],
    };
  }
}
