import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  CreateTravellerRpcRequest,
  DeleteTravellerRpcRequest,
  RenameTravellerRpcRequest,
  TravelPatterns,
  TravelUserRpcRequest,
} from '@app/contracts';

import { TravellersService } from './travellers.service';

@Controller()
export class TravellersController {
  constructor(private readonly travellers: TravellersService) {}

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
}
