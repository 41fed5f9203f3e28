import { Module } from '@nestjs/common';

import { CredentialsModule } from '../credentials/credentials.module';
import { SessionStoreModule } from '../sessions/session-store.module';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeService } from './email-change.service';

@Module({
  imports: [CredentialsModule, SessionStoreModule],
  controllers: [EmailChangeController],
  providers: [EmailChangeService],
  exports: [EmailChangeService],
})
export class EmailChangeModule {}
