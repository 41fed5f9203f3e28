import { Module } from '@nestjs/common';

import { EntriesController } from './entries.controller';
import { EntriesService } from './entries.service';
import { ListVersions } from './list-versions';
import { VisitsService } from './visits.service';

@Module({
  controllers: [EntriesController],
  providers: [EntriesService, VisitsService, ListVersions],
  exports: [ListVersions, EntriesService],
})
export class EntriesModule {}
