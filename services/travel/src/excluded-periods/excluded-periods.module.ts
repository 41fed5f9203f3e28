import { Module } from '@nestjs/common';

import { ExcludedPeriodsController } from './excluded-periods.controller';
import { ExcludedPeriodsService } from './excluded-periods.service';

@Module({
  controllers: [ExcludedPeriodsController],
  providers: [ExcludedPeriodsService],
})
export class ExcludedPeriodsModule {}
