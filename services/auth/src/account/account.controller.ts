import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { AuthPatterns, DeleteAccountRpcRequest } from '@app/contracts';

import { AccountService } from './account.service';

@Controller()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @MessagePattern(AuthPatterns.DeleteAccount)
  delete(@Payload() request: DeleteAccountRpcRequest) {
    return this.account.delete(request);
  }
}
