import { Inject, Injectable } from '@nestjs/common';

import {
  assertAdminActor,
  type AdminAction,
  type AdminRecordActionRpcRequest,
  type JsonObject,
  type OkResult,
} from '@app/contracts';
import { CLOCK, type Clock } from '@app/nest-core';

import { ReportingDatabase } from './reporting-database';

/** The admin audit log (who, what, when, target): one row per admin action (docs/adr/0010). */
@Injectable()
export class AuditLog {
  constructor(
    private readonly database: ReportingDatabase,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `ReportingPatterns.AdminRecordAction`, sent by the gateway once an action succeeded. */
  async recordRequest(request: AdminRecordActionRpcRequest): Promise<OkResult> {
    assertAdminActor(request);
    await this.record(request);
    return { ok: true };
  }

  async record(line: {
    actorId: string;
    action: AdminAction;
    target: string;
    details?: JsonObject;
  }): Promise<void> {
    await this.database.pool.query(
      `INSERT INTO admin_audit_log (actor_id, action, target, at, details) VALUES ($1, $2, $3, $4, $5)`,
      [line.actorId, line.action, line.target, this.clock().toISOString(), line.details ?? {}],
    );
  }
}
