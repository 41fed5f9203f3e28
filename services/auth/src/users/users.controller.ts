import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AuthPatterns,
  ExportUserDataRpcRequest,
  RegisterRpcRequest,
  UserIdRpcRequest,
} from '@app/contracts';

import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(AuthPatterns.Register)
  register(@Payload() request: RegisterRpcRequest) {
    return this.users.register(request);
  }

  @MessagePattern(AuthPatterns.CurrentUser)
  current(@Payload() request: UserIdRpcRequest) {
    return this.users.current(request.userId);
  }

  @MessagePattern(AuthPatterns.ExportUserData)
  export(@Payload() request: ExportUserDataRpcRequest) {
    return this.users.export(request.userId);
  }
}
