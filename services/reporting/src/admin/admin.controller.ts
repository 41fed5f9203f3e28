import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AdminActorRpcRequest,
  AdminRecordActionRpcRequest,
  AdminStatsRpcRequest,
  AdminUsersCsvRpcRequest,
  ReportingPatterns,
} from '@app/contracts';

import { AdminStatsService } from './admin-stats.service';
import { AdminUsersCsvService } from './admin-users-csv.service';
import { AuditLog } from './audit-log';

@Controller()
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly csv: AdminUsersCsvService,
    private readonly audit: AuditLog,
  ) {}

  @MessagePattern(ReportingPatterns.AdminStats)
  getStats(@Payload() request: AdminStatsRpcRequest) {
    return this.stats.stats(request);
  }

  @MessagePattern(ReportingPatterns.AdminUserIds)
  userIds(@Payload() request: AdminActorRpcRequest) {
    return this.stats.userIds(request);
  }

  @MessagePattern(ReportingPatterns.AdminUsersCsv)
  usersCsv(@Payload() request: AdminUsersCsvRpcRequest) {
    return this.csv.generate(request);
  }

  @MessagePattern(ReportingPatterns.AdminRecordAction)
  record(@Payload() request: AdminRecordActionRpcRequest) {
    return this.audit.recordRequest(request);
  }
}
