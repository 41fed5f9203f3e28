import { Module } from '@nestjs/common';

import { EntriesController } from './entries.controller';
import { EntriesService } from './entries.service';
import { ListVersions } from './list-versions';
import { TravelStatusService } from './travel-status.service';
import { VisitsService } from './visits.service';

@Module({
  controllers: [EntriesController],
  providers: [EntriesService, VisitsService, TravelStatusService, ListVersions],
  exports: [ListVersions, EntriesService],
})
export class EntriesModule {}
