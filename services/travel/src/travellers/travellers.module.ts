import { Module } from '@nestjs/common';

import { EntriesModule } from '../entries/entries.module';
import { TravellersController } from './travellers.controller';
import { TravellersService } from './travellers.service';

@Module({
  imports: [EntriesModule],
  controllers: [TravellersController],
  providers: [TravellersService],
})
export class TravellersModule {}
