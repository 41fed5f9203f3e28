import { Module } from '@nestjs/common';

import { EntriesController } from './entries.controller';
import { EntriesService } from './entries.service';
import { VisitsService } from './visits.service';

@Module({
  controllers: [EntriesController],
  providers: [EntriesService, VisitsService],
})
export class EntriesModule {}
