import { Module } from '@nestjs/common';

import { EntriesService } from '../entries/entries.service';
import { ListVersions } from '../entries/list-versions';
import { AdminEntriesController } from './admin-entries.controller';
import { AdminEntriesService } from './admin-entries.service';

/**
 * The admin console's travel calls (issue #9). EntriesService and ListVersions are stateless (the
 * lock, the events and the list token live in Postgres and Redis), so this module has its own.
 */
@Module({
  controllers: [AdminEntriesController],
  providers: [AdminEntriesService, EntriesService, ListVersions],
})
export class AdminModule {}
