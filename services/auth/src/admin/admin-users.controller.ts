import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { AdminRecipientsRpcRequest, AdminUserRpcRequest, AuthPatterns } from '@app/contracts';

import { AdminUsersService } from './admin-users.service';

@Controller()
export class AdminUsersController {
  constructor(private readonly admin: AdminUsersService) {}

  @MessagePattern(AuthPatterns.AdminGetUser)
  get(@Payload() request: AdminUserRpcRequest) {
    return this.admin.get(request);
  }

  @MessagePattern(AuthPatterns.AdminListUsers)
  recipients(@Payload() request: AdminRecipientsRpcRequest) {
    return this.admin.recipients(request);
  }

  @MessagePattern(AuthPatterns.AdminDeleteUser)
  delete(@Payload() request: AdminUserRpcRequest) {
    return this.admin.delete(request);
  }
}
