import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AdminActorRpcRequest,
  AdminEntryRpcRequest,
  AdminUserRpcRequest,
  TravelPatterns,
} from '@app/contracts';

import { AdminEntriesService } from './admin-entries.service';

@Controller()
export class AdminEntriesController {
  constructor(private readonly admin: AdminEntriesService) {}

  @MessagePattern(TravelPatterns.AdminListUserEntries)
  list(@Payload() request: AdminUserRpcRequest) {
    return this.admin.list(request);
  }

  @MessagePattern(TravelPatterns.AdminDeleteEntry)
  delete(@Payload() request: AdminEntryRpcRequest) {
    return this.admin.delete(request);
  }

  @MessagePattern(TravelPatterns.AdminCleanupAll)
  cleanupAll(@Payload() request: AdminActorRpcRequest) {
    return this.admin.cleanupAll(request);
  }
}
