import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AuthPatterns,
  UnsubscribeRpcRequest,
  UpdateProfileRpcRequest,
  UpdateTravelSettingsRpcRequest,
} from '@app/contracts';

import { ProfileService } from './profile.service';
import { UpdateTravelSettings } from './update-travel-settings';

@Controller()
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    private readonly travelSettings: UpdateTravelSettings,
  ) {}

  @MessagePattern(AuthPatterns.UpdateProfile)
  update(@Payload() request: UpdateProfileRpcRequest) {
    return this.profile.update(request);
  }

  @MessagePattern(AuthPatterns.UpdateTravelSettings)
  updateTravelSettings(@Payload() request: UpdateTravelSettingsRpcRequest) {
    return this.travelSettings.execute(request);
  }

  @MessagePattern(AuthPatterns.Unsubscribe)
  unsubscribe(@Payload() request: UnsubscribeRpcRequest) {
    return this.profile.unsubscribe(request.token);
  }
}
