import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  CreateEntryRpcRequest,
  DeleteEntryRpcRequest,
  DeleteVisitRpcRequest,
  ExportUserDataRpcRequest,
  RecordVisitRpcRequest,
  TravelPatterns,
  TravellerRpcRequest,
  TravelStatusRpcRequest,
  UpdateEntryRpcRequest,
  UpdateVisitRpcRequest,
} from '@app/contracts';

import { EntriesService } from './entries.service';
import { TravelStatusService } from './travel-status.service';
import { VisitsService } from './visits.service';

@Controller()
export class EntriesController {
  constructor(
    private readonly entries: EntriesService,
    private readonly visits: VisitsService,
    private readonly travelStatus: TravelStatusService,
  ) {}

  @MessagePattern(TravelPatterns.ListEntries)
  list(@Payload() request: TravellerRpcRequest) {
    return this.entries.list(request);
  }

  @MessagePattern(TravelPatterns.ListEntriesJson)
  listJson(@Payload() request: TravellerRpcRequest) {
    return this.entries.listJson(request);
  }

  @MessagePattern(TravelPatterns.ExportUserData)
  exportUserData(@Payload() request: ExportUserDataRpcRequest) {
    return this.entries.exportUserData(request);
  }

  @MessagePattern(TravelPatterns.CreateEntry)
  create(@Payload() request: CreateEntryRpcRequest) {
    return this.entries.create(request);
  }

  @MessagePattern(TravelPatterns.UpdateEntry)
  update(@Payload() request: UpdateEntryRpcRequest) {
    return this.entries.update(request);
  }

  @MessagePattern(TravelPatterns.DeleteEntry)
  delete(@Payload() request: DeleteEntryRpcRequest) {
    return this.entries.delete(request);
  }

  @MessagePattern(TravelPatterns.CleanupEntries)
  cleanup(@Payload() request: TravellerRpcRequest) {
    return this.entries.cleanup(request);
  }

  @MessagePattern(TravelPatterns.Status)
  status(@Payload() request: TravelStatusRpcRequest) {
    return this.travelStatus.status(request);
  }

  @MessagePattern(TravelPatterns.RecordVisit)
  recordVisit(@Payload() request: RecordVisitRpcRequest) {
    return this.visits.record(request);
  }

  @MessagePattern(TravelPatterns.UpdateVisit)
  updateVisit(@Payload() request: UpdateVisitRpcRequest) {
    return this.visits.update(request);
  }

  @MessagePattern(TravelPatterns.DeleteVisit)
  deleteVisit(@Payload() request: DeleteVisitRpcRequest) {
    return this.visits.delete(request);
  }
}
