import { Module } from '@nestjs/common';

import { EntriesModule } from '../entries/entries.module';
import { ImportController } from './import.controller';
import { ImportService } from './import.service';

/** CSV import of visits (issue #22, "Never retyped"). */
@Module({
  imports: [EntriesModule],
  controllers: [ImportController],
  providers: [ImportService],
})
export class ImportModule {}
