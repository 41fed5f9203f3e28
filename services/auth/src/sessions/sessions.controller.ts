import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AuthPatterns,
  LoginRpcRequest,
  LogoutRpcRequest,
  UserIdRpcRequest,
  VerifyMfaRpcRequest,
} from '@app/contracts';

import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(AuthPatterns.Login)
  login(@Payload() request: LoginRpcRequest) {
    return this.sessions.login(request);
  }

  @MessagePattern(AuthPatterns.VerifyMfa)
  verifyMfa(@Payload() request: VerifyMfaRpcRequest) {
    return this.sessions.verifyMfa(request);
  }

  @MessagePattern(AuthPatterns.Logout)
  logout(@Payload() request: LogoutRpcRequest) {
    return this.sessions.logout(request.sessionId);
  }

  @MessagePattern(AuthPatterns.EndAllSessions)
  endAll(@Payload() request: UserIdRpcRequest) {
    return this.sessions.endAll(request.userId);
  }
}
