import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { AuthPatterns, UnsubscribeRpcRequest, UpdateProfileRpcRequest } from '@app/contracts';

import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @MessagePattern(AuthPatterns.UpdateProfile)
  update(@Payload() request: UpdateProfileRpcRequest) {
    return this.profile.update(request);
  }

  @MessagePattern(AuthPatterns.Unsubscribe)
  unsubscribe(@Payload() request: UnsubscribeRpcRequest) {
    return this.profile.unsubscribe(request.token);
  }
}
