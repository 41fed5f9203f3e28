import { Module } from '@nestjs/common';

import { CredentialsModule } from '../credentials/credentials.module';
import { SessionStoreModule } from '../sessions/session-store.module';
import { PasswordChangeController } from './password-change.controller';
import { PasswordChangeService } from './password-change.service';

@Module({
  imports: [CredentialsModule, SessionStoreModule],
  controllers: [PasswordChangeController],
  providers: [PasswordChangeService],
})
export class PasswordChangeModule {}
