import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  CreateTravellerRpcRequest,
  DeleteTravellerRpcRequest,
  RenameTravellerRpcRequest,
  TravellerDetailsRpcRequest,
  TravelPatterns,
  TravelUserRpcRequest,
  UpdateTravellerDetailsRpcRequest,
} from '@app/contracts';

import { TravellerDetailsService } from './traveller-details.service';
import { TravellersService } from './travellers.service';

@Controller()
export class TravellersController {
  constructor(
    private readonly travellers: TravellersService,
    private readonly details: TravellerDetailsService,
  ) {}

  @MessagePattern(TravelPatterns.ListTravellers)
  list(@Payload() request: TravelUserRpcRequest) {
    return this.travellers.list(request);
  }

  @MessagePattern(TravelPatterns.CreateTraveller)
  create(@Payload() request: CreateTravellerRpcRequest) {
    return this.travellers.create(request);
  }

  @MessagePattern(TravelPatterns.RenameTraveller)
  rename(@Payload() request: RenameTravellerRpcRequest) {
    return this.travellers.rename(request);
  }

  @MessagePattern(TravelPatterns.DeleteTraveller)
  delete(@Payload() request: DeleteTravellerRpcRequest) {
    return this.travellers.delete(request);
  }

  @MessagePattern(TravelPatterns.GetTravellerDetails)
  getDetails(@Payload() request: TravellerDetailsRpcRequest) {
    return this.details.get(request);
  }

  @MessagePattern(TravelPatterns.UpdateTravellerDetails)
  updateDetails(@Payload() request: UpdateTravellerDetailsRpcRequest) {
    return this.details.update(request);
  }
}
