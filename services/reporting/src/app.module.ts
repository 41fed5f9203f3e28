import { type DynamicModule, Module } from '@nestjs/common';

import { EVENT_BUS, type EventBus } from '@app/event-bus';
import { CLOCK, type Clock, healthCheck, probes, systemClock } from '@app/nest-core';

import { AdminModule } from './admin/admin.module';
import { ReportingDatabase } from './admin/reporting-database';
import type { ReportingEnv } from './config/env.schema';
import { ReportingConfigModule } from './config/reporting-config.module';
import { PdfJobs } from './pdf-jobs/pdf-jobs';
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
      // Ready when Redis (the PDF queue and files), Postgres (the admin read model), the event bus
      // (its consumer) answer and at least one PDF worker reports in (the worker has no endpoint
      // of its own: this is how its readiness shows). A worker without Chromium still counts: the
      // CSV works without it, and the gateway's readiness reports Chromium on its own line.
      ...healthCheck('reporting', {
        inject: [PdfJobs, ReportingDatabase, EVENT_BUS, CLOCK],
        probes: (pdfJobs: PdfJobs, database: ReportingDatabase, bus: EventBus, clock: Clock) => [
          probes.redis(pdfJobs),
          probes.postgres(database.pool),
          probes.eventBus(bus),
          ['a PDF worker', () => pdfJobs.assertWorkerReporting(clock().getTime())],
        ],
      }),
      imports: [
        ReportingConfigModule.forRoot(env, options.clock ?? systemClock),
        TravelReportModule,
        AdminModule.forRoot(env, options.eventBus),
      ],
    };
  }
}
