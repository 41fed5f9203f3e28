import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AttachResetTokenRpcRequest,
  AuthPatterns,
  ForgotPasswordDto,
  ResetPasswordDto,
} from '@app/contracts';

import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @MessagePattern(AuthPatterns.ForgotPassword)
  request(@Payload() request: ForgotPasswordDto) {
    return this.resets.request(request.email);
  }

  @MessagePattern(AuthPatterns.AttachResetToken)
  attachToken(@Payload() request: AttachResetTokenRpcRequest) {
    return this.resets.attachToken(request);
  }

  @MessagePattern(AuthPatterns.ResetPassword)
  complete(@Payload() request: ResetPasswordDto) {
    return this.resets.complete(request);
  }
}
