import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import {
  AttachEmailChangeTokenRpcRequest,
  AuthPatterns,
  ConfirmEmailChangeDto,
} from '@app/contracts';

import { EmailChangeService } from './email-change.service';

@Controller()
export class EmailChangeController {
  constructor(private readonly changes: EmailChangeService) {}

  @MessagePattern(AuthPatterns.AttachEmailChangeToken)
  attachToken(@Payload() request: AttachEmailChangeTokenRpcRequest) {
    return this.changes.attachToken(request);
  }

  @MessagePattern(AuthPatterns.ConfirmEmailChange)
  confirm(@Payload() request: ConfirmEmailChangeDto) {
    return this.changes.confirm(request.token);
  }
}
