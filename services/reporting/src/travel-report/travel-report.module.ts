import { Module } from '@nestjs/common';

import { PdfJobsModule } from '../pdf-jobs/pdf-jobs.module';
import { TravelClientModule } from '../travel-client/travel-client.module';
import { TravelReportController } from './travel-report.controller';
import { TravelReportService } from './travel-report.service';

@Module({
  imports: [TravelClientModule, PdfJobsModule],
  controllers: [TravelReportController],
  providers: [TravelReportService],
  exports: [PdfJobsModule],
})
export class TravelReportModule {}
