import { Module } from '@nestjs/common';

import { EntriesModule } from '../entries/entries.module';
import { TimeZonesModule } from '../time-zones/time-zones.module';
import { TravellerDetailsService } from './traveller-details.service';
import { TravellersController } from './travellers.controller';
import { TravellersService } from './travellers.service';

@Module({
  imports: [EntriesModule, TimeZonesModule],
  controllers: [TravellersController],
  providers: [TravellersService, TravellerDetailsService],
})
export class TravellersModule {}
