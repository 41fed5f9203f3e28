import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { AuthPatterns, UpdateProfileRpcRequest } from '@app/contracts';

import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @MessagePattern(AuthPatterns.UpdateProfile)
  update(@Payload() request: UpdateProfileRpcRequest) {
    return this.profile.update(request);
  }
}
