import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { AuthPatterns, ChangePasswordRpcRequest } from '@app/contracts';

import { PasswordChangeService } from './password-change.service';

@Controller()
export class PasswordChangeController {
  constructor(private readonly passwords: PasswordChangeService) {}

  @MessagePattern(AuthPatterns.ChangePassword)
  change(@Payload() request: ChangePasswordRpcRequest) {
    return this.passwords.change(request);
  }
}
