import { type DynamicModule, Module } from '@nestjs/common';

import { type EventBus, EventBusModule } from '@app/event-bus';

import { ReportingEnv } from '../config/env.schema';
import { AdminController } from './admin.controller';
import { AdminEventConsumer } from './admin-event-consumer';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersCsvService } from './admin-users-csv.service';
import { AuditLog } from './audit-log';
import { ReportingDatabase } from './reporting-database';

/**
 * The admin read model (issue #9, docs/adr/0010): its Postgres pool, the event bus consumer that
 * feeds it, the stats / ids / users CSV handlers and the audit log.
 */
@Module({})
export class AdminModule {
  static forRoot(env: ReportingEnv, eventBus?: EventBus): DynamicModule {
    return {
      module: AdminModule,
      imports: [EventBusModule.forService('reporting', env, eventBus)],
      controllers: [AdminController],
      providers: [
        {
          provide: ReportingDatabase,
          inject: [ReportingEnv],
          useFactory: (config: ReportingEnv) => new ReportingDatabase(config),
        },
        AdminEventConsumer,
        AdminStatsService,
        AdminUsersCsvService,
        AuditLog,
      ],
      exports: [AdminEventConsumer, ReportingDatabase],
    };
  }
}
