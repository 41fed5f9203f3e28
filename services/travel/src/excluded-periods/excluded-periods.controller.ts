import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  CreateExcludedPeriodRpcRequest,
  DeleteExcludedPeriodRpcRequest,
  ListExcludedPeriodsRpcRequest,
  TravelPatterns,
} from '@app/contracts';

import { ExcludedPeriodsService } from './excluded-periods.service';

@Controller()
export class ExcludedPeriodsController {
  constructor(private readonly periods: ExcludedPeriodsService) {}

  @MessagePattern(TravelPatterns.ListExcludedPeriods)
  list(@Payload() request: ListExcludedPeriodsRpcRequest) {
    return this.periods.list(request);
  }

  @MessagePattern(TravelPatterns.CreateExcludedPeriod)
  create(@Payload() request: CreateExcludedPeriodRpcRequest) {
    return this.periods.create(request);
  }

  @MessagePattern(TravelPatterns.DeleteExcludedPeriod)
  delete(@Payload() request: DeleteExcludedPeriodRpcRequest) {
    return this.periods.delete(request);
  }
}
