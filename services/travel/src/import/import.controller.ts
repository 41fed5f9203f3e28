import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';

import { ImportEntriesRpcRequest, TravelPatterns } from '@app/contracts';

import { ImportService } from './import.service';

@Controller()
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @MessagePattern(TravelPatterns.ImportEntries)
  import(@Payload() request: ImportEntriesRpcRequest) {
    return this.imports.import(request);
  }
}
