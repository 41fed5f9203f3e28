import { Module } from '@nestjs/common';

import { EmailQueueModule } from '../email-queue/email-queue.module';
import { BulkEmailController } from './bulk-email.controller';
import { BulkEmailService } from './bulk-email.service';

@Module({
  imports: [EmailQueueModule],
  controllers: [BulkEmailController],
  providers: [BulkEmailService],
})
export class BulkEmailModule {}
